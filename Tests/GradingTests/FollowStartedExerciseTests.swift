import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// watch (without N), hint and progress follow the exercise the learner works in: a learner
/// who starts 5.1 before 1.1 is on 5.1, and once it passes, on what comes after it; not sent
/// back to the book's first exercise, which they have not started.
@Suite("Workbook CLI: the exercise without N is the one the learner started", .backstop)
struct FollowStartedExerciseTests {
  /// A workbook of three exercises, 1.1 to 1.3, none started.
  static func book() throws -> TemporaryWorkbook {
    let book = try TemporaryWorkbook()
    try book.write(
      "Exercises/01-x/README.md",
      TemporaryWorkbook.readme + """


        ## 1.3 Third thing

        [`1.3-third/Model.swift`](1.3-third/Model.swift) · 5 points · taught in [Two](../../Chapters/01-x.md#two)
        <!-- starter fails: third -->
        """)
    try book.write("Exercises/01-x/1.3-third/Model.swift", TemporaryWorkbook.starter("1.3", "c"))
    return book
  }

  /// Marks `id`'s file as saved at `seconds` past a fixed moment, so that which was saved
  /// last is set by the test, not by how fast it wrote.
  static func saved(_ book: TemporaryWorkbook, _ id: String, at seconds: Double) throws {
    let exercise = try #require(try book.exercises.first { $0.id == id })
    try FileManager.default.setAttributes(
      [.modificationDate: Date(timeIntervalSince1970: 1_800_000_000 + seconds)],
      ofItemAtPath: book.workspace.url(exercise.path).path)
  }

  @Test("Started 1.2 with 1.1 not started: the exercise without N is 1.2, then 1.3 once it passes")
  func followsTheStartedExercise() throws {
    let book = try Self.book()
    defer { book.remove() }
    try book.start("1.2", "let b = 2")
    try book.saveVerdicts(["1.2": .failed])
    // Break it: take the first exercise that does not pass, and this is 1.1, not started.
    #expect(try Learner(book.workspace).exercise(nil).id == "1.2")
    try book.saveVerdicts(["1.2": .passed])
    // Break it: go back to the first that does not pass, and a pass of 1.2 sends the learner
    // to 1.1 instead of on to 1.3.
    #expect(try Learner(book.workspace).next?.id == "1.3")
  }

  @Test("Of two started exercises, the one saved last is followed; a failed earlier one waits")
  func followsTheOneSavedLast() throws {
    let book = try Self.book()
    defer { book.remove() }
    try book.start("1.1", "let a = 1")
    try book.start("1.3", "let c = 3")
    try book.saveVerdicts(["1.1": .failed, "1.3": .failed])
    try Self.saved(book, "1.1", at: 0)
    try Self.saved(book, "1.3", at: 60)
    // Break it: follow the first started one, and this is 1.1, saved a minute before.
    #expect(try Learner(book.workspace).next?.id == "1.3")
    try Self.saved(book, "1.1", at: 120)
    #expect(try Learner(book.workspace).next?.id == "1.1")
  }

  @Test("progress names the started exercise next, and after it passes, the one after it")
  func progressFollows() async throws {
    let book = try Self.book()
    defer { book.remove() }
    try book.start("1.2", "let b = 2")
    try book.saveVerdicts(["1.2": .failed])
    let failing = try await book.runWorkbook("progress")
    #expect(failing.status == 0, "\(failing.errors)")
    // Break it: name the first exercise that does not pass, and progress says 1.1.
    #expect(failing.output.contains("Next: 1.2 Second thing"))
    try book.saveVerdicts(["1.2": .passed])
    let passed = try await book.runWorkbook("progress")
    #expect(passed.output.contains("Next: 1.3 Third thing"))
  }
}
