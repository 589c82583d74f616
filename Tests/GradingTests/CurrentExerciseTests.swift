import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// hint and watch without N are about the exercise the learner is on: the first that does
/// not pass, not the first of the book.
@Suite("Workbook CLI: without N, hint and watch take the exercise the learner is on")
struct CurrentExerciseTests {
  @Test("With 1.1 passing, the exercise without N is 1.2; with both passing, the last one")
  func exerciseWithoutNIsTheCurrentOne() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 42")
    try book.saveVerdicts(["1.1": .passed])
    // Break it: take the book's first exercise, and hint gives 1.1's hints again.
    #expect(try Learner(book.workspace).exercise(nil).id == "1.2")
    #expect(try Learner(book.workspace).exercise("1.1").id == "1.1")

    try book.start("1.2", "let b = 7")
    try book.saveVerdicts(["1.1": .passed, "1.2": .passed])
    #expect(try Learner(book.workspace).exercise(nil).id == "1.2")
  }
}
