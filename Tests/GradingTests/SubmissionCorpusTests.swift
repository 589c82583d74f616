import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The graders' corpus (`Submissions/`) is graded by `swift run workbook-dev submissions`,
/// which builds and runs graders and so is too slow for `swift test`. Its bookkeeping is
/// checked here: every submission names an exercise and a verdict, and the corpus covers
/// every way a grader can be fooled, or can fail a right answer.
@Suite("Grading: the corpus of adversarial submissions")
struct SubmissionCorpusTests {
  let workspace = Workspace(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  @Test("Every submission names an existing exercise, a verdict, a class and a reason")
  func everySubmissionIsWellFormed() throws {
    let exercises = try ExerciseCatalog.load(from: workspace)
    let submissions = try Submission.loadAll(from: workspace)
    // Break it: rename a folder to `9.9-nothing` and its exercise no longer exists.
    #expect(submissions.count >= 18)
    for submission in submissions {
      #expect(
        SubmissionsCommand.problem(with: submission, exercises) == nil,
        "\(submission.name): \(SubmissionsCommand.problem(with: submission, exercises) ?? "")")
      #expect(!submission.manifest.why.isEmpty, "\(submission.name) does not say why")
      let exercise = exercises.first { $0.id == submission.manifest.exercise }
      // Each file replaces the exercise's own, so it must be Swift the grader can build.
      #expect(submission.files.keys.allSatisfy { $0.hasSuffix(".swift") })
      if let exercise {
        #expect(
          submission.manifest.expected == .fail
            || submission.files.keys.contains(URL(fileURLWithPath: exercise.file).lastPathComponent),
          "\(submission.name): a right answer keeps the file the exercise names")
      }
    }
  }

  @Test("Lanes take whole exercises, every submission once, and about as many each")
  func lanesSplitByExercise() throws {
    let submissions = try Submission.loadAll(from: workspace)
    let lanes = SubmissionsCommand.lanes(of: submissions, count: 2)
    #expect(lanes.count == 2)
    #expect(lanes.flatMap { $0 }.map(\.name).sorted() == submissions.map(\.name).sorted())
    let exercises = lanes.map { Set($0.map(\.manifest.exercise)) }
    #expect(exercises[0].isDisjoint(with: exercises[1]))
    let largest =
      Dictionary(grouping: submissions, by: \.manifest.exercise).values
      .map(\.count).max() ?? 0
    #expect(abs(lanes[0].count - lanes[1].count) <= largest, "\(lanes.map(\.count))")
    #expect(SubmissionsCommand.lanes(of: Array(submissions.prefix(3)), count: 4).count == 1)
  }

  @Test("A round holds one submission of an exercise at most, and every submission is in one")
  func roundsHoldOneOfAnExercise() throws {
    let submissions = try Submission.loadAll(from: workspace)
    let rounds = SubmissionsCommand.rounds(of: submissions)
    // Break it: in SubmissionsCommand.rounds, put every submission in the first round.
    for round in rounds {
      let exercises = round.map(\.manifest.exercise)
      #expect(Set(exercises).count == exercises.count, "a round grades one exercise twice")
    }
    #expect(rounds.flatMap { $0 }.map(\.name).sorted() == submissions.map(\.name).sorted())
    let largest =
      Dictionary(grouping: submissions, by: \.manifest.exercise).values
      .map(\.count).max() ?? 0
    #expect(rounds.count == largest, "as many rounds as the exercise with the most submissions")
  }

  @Test("A share takes every N-th submission of each exercise: the shares cover the corpus once")
  func shareCutsEveryExercise() throws {
    let submissions = try Submission.loadAll(from: workspace)
    let exercises = try ExerciseCatalog.load(from: workspace)
    let shares = (0..<3).map { index in
      SubmissionSelection(changed: nil, share: Share(index: index, count: 3))
        .select(submissions, of: exercises)
    }
    // Break it: in Share.contains(position:), take a block of positions instead of every N-th.
    #expect(shares.flatMap { $0 }.map(\.name).sorted() == submissions.map(\.name).sorted())
    let counts = Dictionary(grouping: submissions, by: \.manifest.exercise).mapValues(\.count)
    for share in shares {
      let taken = Dictionary(grouping: share, by: \.manifest.exercise).mapValues(\.count)
      for (exercise, count) in counts {
        #expect(
          abs(3 * taken[exercise, default: 0] - count) < 3,
          "exercise \(exercise): \(taken[exercise, default: 0]) of \(count) in one share of 3")
      }
      let largest = counts.values.max() ?? 0
      #expect(SubmissionsCommand.rounds(of: share).count <= (largest + 2) / 3)
    }
  }

  @Test("A change to a submission, its exercise, its solution or its chapter's graders grades it")
  func changeGradesWhatItTouches() throws {
    let submissions = try Submission.loadAll(from: workspace)
    let exercises = try ExerciseCatalog.load(from: workspace)
    func graded(after changed: Set<String>) -> Set<String> {
      Set(
        SubmissionSelection(changed: changed, share: nil).select(submissions, of: exercises).map(
          \.name))
    }
    func of(_ ids: Set<String>) -> Set<String> {
      Set(submissions.filter { ids.contains($0.manifest.exercise) }.map(\.name))
    }
    // Break it: leave the chapter's graders out of SubmissionSelection's folders.
    #expect(
      graded(after: ["Tests/ExerciseTests/07-actors/Exercise7_2Tests.swift"]) == of(["7.1", "7.2"]))
    #expect(
      graded(after: ["Solutions/03-interleaving/3.2-preview-first/ImageModel.swift"]) == of(["3.2"])
    )
    #expect(
      graded(after: ["Exercises/01-single-threaded/1.2-bad-file/ImageModel.swift"]) == of(["1.2"]))
    let one = try #require(submissions.first)
    #expect(graded(after: ["\(Submission.folder)/\(one.name)/submission.json"]) == [one.name])
    #expect(graded(after: ["Sources/Workbook/Images/Image.swift", "README.md"]).isEmpty)
    #expect(graded(after: []).isEmpty)
  }

  @Test("Every class has a wrong submission, right answers are there, and every chapter is met")
  func theCorpusCoversEveryClass() throws {
    let submissions = try Submission.loadAll(from: workspace)
    let wrong = submissions.filter { $0.manifest.expected == .fail }
    let right = submissions.filter { $0.manifest.expected == .pass }
    // Break it: delete the last class-4 folder and that class has no wrong submission.
    for kind in Submission.Kind.allCases where kind != .rightAnswerFailed {
      #expect(wrong.contains { $0.manifest.kind == kind }, "no wrong submission of class \(kind)")
    }
    #expect(right.contains { $0.manifest.kind == .rightAnswerFailed })
    #expect(right.allSatisfy { $0.manifest.kind == .rightAnswerFailed })
    #expect(wrong.count >= 12)
    #expect(right.count >= 6)
    let chapters = Set(submissions.map { $0.manifest.exercise.prefix { $0 != "." } })
    #expect(chapters.count >= 8, "chapters met: \(chapters.sorted())")
  }

  @Test("A manifest is read with its class, and a bad one is a clear failure")
  func readsAManifest() throws {
    let folder = FileManager.default.temporaryDirectory
      .appendingPathComponent("corpus-\(UUID().uuidString)/2.1-example")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder.deletingLastPathComponent()) }
    try Data("let x = 1\n".utf8).write(to: folder.appendingPathComponent("ImageModel.swift"))
    try Data("let y = 1\n".utf8).write(to: folder.appendingPathComponent("Other.swift.txt"))
    let manifest = folder.appendingPathComponent("submission.json")
    try Data(
      #"{"exercise": "2.1", "expected": "fail", "class": 5, "why": "Only a 404."}"#.utf8
    ).write(to: manifest)
    let submission = try Submission.load(folder)
    #expect(submission.manifest.kind == .tooFewCases)
    #expect(submission.manifest.expected == .fail)
    #expect(submission.files.keys.sorted() == ["ImageModel.swift", "Other.swift"])

    // Break it: accept any string as an expectation, and "compileError" would be read.
    try Data(#"{"exercise": "2.1", "expected": "compileError", "class": 5, "why": "x"}"#.utf8)
      .write(to: manifest)
    #expect(throws: CLIError.self) { try Submission.load(folder) }
  }
}
