import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// `reset` restores a starter from git's history, never from a hidden copy: the newest commit
/// in which the file still begins with its marker line. Without git, or outside a checkout,
/// it says so and changes nothing. `verify` compares each starter with git's.
@Suite("Workbook CLI: reset from git's history")
struct StarterResetTests {
  static let student = "let a = 4  // the student's work in progress\n"

  /// A workbook whose 1.1 starter was revised once by a maintainer, then committed solved
  /// by the student, then changed again without a commit.
  private func workbookWithHistory() throws -> TemporaryWorkbook {
    let book = try TemporaryWorkbook()
    try book.git("init", "-q")
    try book.commit("Exercises")
    try book.write(
      "Exercises/01-x/1.1-first/Model.swift", TemporaryWorkbook.starter("1.1", "let a = 2"))
    try book.commit("A clearer starter for 1.1")
    try book.write("Exercises/01-x/1.1-first/Model.swift", "let a = 3\n")
    try book.commit("My solution of 1.1")
    try book.write("Exercises/01-x/1.1-first/Model.swift", Self.student)
    return book
  }

  @Test("reset N restores the newest commit that still has the marker, asks once, keeps a backup")
  func resetRestoresTheNewestStarter() throws {
    let book = try workbookWithHistory()
    defer { book.remove() }
    var state = LearnerState()
    state.hintsShown = ["1.1": 2, "1.2": 1]
    try state.save(book.workspace)
    var questions: [String] = []
    var printed: [String] = []

    let status = try ResetCommand.reset(
      .exercise("1.1"), in: book.workspace, history: StarterHistory(book.workspace),
      ask: { question in
        questions.append(question)
        return true
      }, say: { printed.append($0) })

    // Break it: take the oldest commit (`git log --reverse`) and "let a = 1" comes back.
    #expect(status == 0)
    #expect(
      book.read("Exercises/01-x/1.1-first/Model.swift")
        == TemporaryWorkbook.starter("1.1", "let a = 2"))
    #expect(questions.count == 1)
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: book.workspace.stateFolder.appendingPathComponent("backups").path)
    #expect(backups.count == 1)
    #expect(book.read(".workbook/backups/\(backups[0])") == Self.student)
    // Break it: drop clearHints from ResetCommand and 1.1 keeps its count of 2.
    let after = LearnerState.load(book.workspace)
    #expect(after.hintsShown["1.1"] == nil)
    #expect(after.hintsShown["1.2"] == 1)
    #expect(printed.last == "Exercise 1.1 is as it started.")
  }

  @Test("reset --all asks once for every changed exercise and keeps a backup of each")
  func resetAllAsksOnce() throws {
    let book = try workbookWithHistory()
    defer { book.remove() }
    try book.write("Exercises/01-x/1.2-second/Model.swift", "let b = 9\n")
    var questions: [String] = []

    _ = try ResetCommand.reset(
      .all, in: book.workspace, history: StarterHistory(book.workspace),
      ask: { question in
        questions.append(question)
        return true
      }, say: { _ in })

    #expect(questions.count == 1)
    #expect(questions.first?.contains("2 exercises (1.1, 1.2)") == true)
    #expect(
      book.read("Exercises/01-x/1.2-second/Model.swift")
        == TemporaryWorkbook.starter("1.2", "let b = 1"))
    let backups = try FileManager.default.contentsOfDirectory(
      atPath: book.workspace.stateFolder.appendingPathComponent("backups").path)
    #expect(backups.sorted().map { String($0.prefix(3)) } == ["1.1", "1.2"])
  }

  @Test("Answering no leaves the file and the hint count as they were")
  func answeringNoChangesNothing() throws {
    let book = try workbookWithHistory()
    defer { book.remove() }
    var state = LearnerState()
    state.hintsShown = ["1.1": 2]
    try state.save(book.workspace)

    let status = try ResetCommand.reset(
      .exercise("1.1"), in: book.workspace, history: StarterHistory(book.workspace),
      ask: { _ in false }, say: { _ in })

    #expect(status == 0)
    #expect(book.read("Exercises/01-x/1.1-first/Model.swift") == Self.student)
    #expect(LearnerState.load(book.workspace).hintsShown["1.1"] == 2)
  }

  @Test("Outside a git checkout, reset fails with a clear message and changes nothing")
  func notACheckout() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.write("Exercises/01-x/1.1-first/Model.swift", Self.student)
    let error = resetError(book, history: StarterHistory(book.workspace))
    #expect(error?.kind == .failure)
    #expect(error?.description.contains("is not a git checkout") == true)
    #expect(error?.description.contains("nothing was changed") == true)
    #expect(book.read("Exercises/01-x/1.1-first/Model.swift") == Self.student)
  }

  @Test("Without git, reset fails with a clear message and changes nothing")
  func gitMissing() throws {
    let book = try workbookWithHistory()
    defer { book.remove() }
    let error = resetError(book, history: StarterHistory(book.workspace, git: nil))
    #expect(error?.kind == .failure)
    #expect(error?.description.contains("git is not installed") == true)
    #expect(book.read("Exercises/01-x/1.1-first/Model.swift") == Self.student)
  }

  @Test("A file never committed with its marker has no starter to restore")
  func noStarterInHistory() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.write("Exercises/01-x/1.1-first/Model.swift", "let a = 3\n")
    try book.git("init", "-q")
    try book.commit("Started without a marker")
    let error = resetError(book, history: StarterHistory(book.workspace))
    #expect(error?.description.contains("no commit holds the starting code of 1.1") == true)
  }

  @Test("When the backup cannot be kept, reset says why in the system's words and changes nothing")
  func backupCannotBeKept() throws {
    let book = try workbookWithHistory()
    defer { book.remove() }
    // A file where the backups folder would be: the copy cannot be made.
    try book.write(".workbook/backups", "not a folder\n")
    let error = resetError(book, history: StarterHistory(book.workspace))
    #expect(error?.kind == .failure)
    #expect(
      error?.description.hasPrefix("cannot keep a copy of your version (File exists)") == true,
      "\(String(describing: error))")
    #expect(error?.description.hasSuffix("nothing was reset") == true)
    #expect(book.read("Exercises/01-x/1.1-first/Model.swift") == Self.student)
  }

  @Test("verify finds a starter that is not the one git holds, and passes a clean clone")
  func verifyComparesWithGit() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.git("init", "-q")
    try book.commit("Exercises")
    let exercises = try book.exercises
    #expect(try VerifyCommand.starterProblems(exercises, StarterHistory(book.workspace)).isEmpty)

    try book.write("Exercises/01-x/1.2-second/Model.swift", TemporaryWorkbook.starter("1.2", "x"))
    // Break it: drop the comparison from starterProblems and the uncommitted edit passes.
    let problems = try VerifyCommand.starterProblems(exercises, StarterHistory(book.workspace))
    #expect(problems.count == 1)
    #expect(problems.first?.hasPrefix("1.2: Exercises/01-x/1.2-second/Model.swift is not") == true)
  }

  private func resetError(_ book: TemporaryWorkbook, history: StarterHistory) -> CLIError? {
    do {
      _ = try ResetCommand.reset(
        .exercise("1.1"), in: book.workspace, history: history, ask: { _ in true },
        say: { _ in })
      return nil
    } catch {
      return error
    }
  }
}
