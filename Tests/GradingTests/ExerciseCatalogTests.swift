import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The exercises are described once, in each chapter folder's README, and Package.swift
/// builds one module per exercise: the two must agree, and each exercise must be complete.
@Suite("Grading: the exercise catalog")
struct ExerciseCatalogTests {
  let workspace = Workspace(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  @Test("Every exercise in Package.swift has a README section, and every section a module")
  func readmesMatchThePackage() async throws {
    // The package as SwiftPM reads it: one module per exercise, `Exercise1_2` for 1.2.
    let manifest = try await PackageManifest.load(root: workspace.root)
    let inPackage = manifest.targets.compactMap { target -> String? in
      guard let number = target.name.wholeMatch(of: /Exercise(\d+)_(\d+)/) else { return nil }
      return "\(number.1).\(number.2)"
    }
    let inReadmes = try ExerciseCatalog.load(from: workspace).map(\.id)
    #expect(!inPackage.isEmpty)
    #expect(
      inReadmes == inPackage,
      "Package.swift's exercises and the READMEs' must be the same, in the same order")
  }

  @Test("Every exercise is complete: starter, solution, grader, three hints")
  func everyExerciseIsComplete() throws {
    for exercise in try ExerciseCatalog.load(from: workspace) {
      // A student's started exercise has lost its marker line: not a problem here.
      let problems = VerifyCommand.layoutProblems(exercise, workspace).filter {
        !$0.contains("has no \"// NOT STARTED\"")
      }
      #expect(problems.isEmpty, "\(problems)")
    }
  }

  /// The README's grading section says where the exercises' points differ.
  @Test("Exercise 7.2 carries 15 points and every other exercise 10, as the README says")
  func pointsAsTheReadmeSays() throws {
    let exercises = try ExerciseCatalog.load(from: workspace)
    #expect(exercises.count >= 22)
    for exercise in exercises {
      // Break it: give 7.2 the others' 10 points, and the README's "7.2 carries 15 points"
      // (and its 225-point class) is false.
      #expect(exercise.points == (exercise.id == "7.2" ? 15 : 10), "\(exercise.id)")
    }
  }

  @Test("A README section gives the file, the points, the starter's failure and the hints")
  func parsesASection() throws {
    let readme = """
      # Exercises for chapter 9

      ## 9.1 Something to do

      [`9.1-thing/Model.swift`](9.1-thing/Model.swift) · 5 points · taught in [Cliffs (7:17)](../../Chapters/09-x.md#cliffs-717)
      <!-- starter fails: the reason -->

      The task.

      <details>
      <summary>Hint 1: a nudge</summary>

      Look there.

      </details>
      <details><summary>Hint 2: the concept (3:17)</summary>
      Line one.
      Line two.
      </details>

      ## Not an exercise
      """
    let exercises = try ExerciseCatalog.parse(readme, chapterFolder: "09-x")
    let exercise = try #require(exercises.first)
    #expect(exercises.count == 1)
    #expect(exercise.id == "9.1")
    #expect(exercise.title == "Something to do")
    #expect(exercise.path == "Exercises/09-x/9.1-thing/Model.swift")
    #expect(exercise.module == "Exercise9_1")
    #expect(exercise.suite == "ExerciseTests.Exercise9_1Tests")
    #expect(exercise.graderPath == "Tests/ExerciseTests/09-x/Exercise9_1Tests.swift")
    #expect(exercise.points == 5)
    #expect(exercise.taughtIn == "Chapters/09-x.md#cliffs-717")
    #expect(exercise.starterFails == "the reason")
    #expect(exercise.hints.map(\.title) == ["Hint 1: a nudge", "Hint 2: the concept (3:17)"])
    #expect(exercise.hints.map(\.text) == ["Look there.", "Line one.\nLine two."])
  }

  @Test("A section without its file's link is reported")
  func missingLinkIsReported() {
    #expect(throws: CLIError.self) {
      try ExerciseCatalog.parse("## 9.1 Something\n\n10 points\n", chapterFolder: "09-x")
    }
  }

  /// The grader's failures (WorkbookTesting) and `watch` (the CLI) each read the section
  /// from the README; they must name the same one, for every exercise.
  @Test("Every exercise names the page section that teaches it, read alike by grader and CLI")
  func taughtInAgrees() throws {
    let exercises = try ExerciseCatalog.load(from: workspace)
    #expect(exercises.count >= 22)
    for exercise in exercises {
      #expect(exercise.taughtIn.hasPrefix("Chapters/\(exercise.chapterFolder).md#"))
      let file = ExerciseFile(
        exercise.id, "\(exercise.chapterFolder)/\(exercise.file)", solutions: false)
      #expect(file.taughtIn == exercise.taughtIn, "\(exercise.id)")
      #expect(file.nextSteps.hasSuffix("Read: \(exercise.taughtIn)"), "\(exercise.id)")
    }
  }

  @Test("The marker line tells a started exercise from one not started")
  func markerLine() {
    #expect(Exercise.hasMarker("// NOT STARTED: delete this line\nimport Foundation\n"))
    #expect(Exercise.hasMarker("  // NOT STARTED"))
    #expect(!Exercise.hasMarker("import Foundation\n// not started, says a comment\n"))
  }
}
