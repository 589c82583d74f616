import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A saved verdict holds for the files it was given: the student's file and the exercise's
/// grader. A change to either means the exercise must be graded again.
@Suite("Workbook CLI: a saved verdict is kept with its grader's fingerprint")
struct VerdictFingerprintTests {
  @Test("A changed grader makes the saved verdict unknown; the grader as it was makes it known")
  func graderChangeRegrades() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 42")
    let exercise = try #require(try book.exercises.first { $0.id == "1.1" })
    try book.write(exercise.graderPath, "// the grader, first version\n")
    try book.saveVerdicts(["1.1": .passed])
    #expect(try Learner(book.workspace).knownVerdict(exercise)?.status == .passed)

    try book.write(exercise.graderPath, "// the grader, with one more check\n")
    // Break it: fingerprint only the student's file, and the old pass still counts.
    #expect(try Learner(book.workspace).knownVerdict(exercise) == nil)
    #expect(try Learner(book.workspace).next?.id == "1.1")

    try book.write(exercise.graderPath, "// the grader, first version\n")
    #expect(try Learner(book.workspace).knownVerdict(exercise)?.status == .passed)
  }

  @Test("A changed exercise file makes the saved verdict unknown, so progress grades it again")
  func fileChangeRegrades() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 42")
    let exercise = try #require(try book.exercises.first { $0.id == "1.1" })
    try book.write(exercise.graderPath, "// the grader\n")
    try book.saveVerdicts(["1.1": .passed])
    #expect(try Learner(book.workspace).knownVerdict(exercise)?.status == .passed)

    try book.start("1.1", "let a = 41")
    // Break it: fingerprint only the grader, and the pass of the file before the edit
    // still counts for the file after it.
    #expect(try Learner(book.workspace).knownVerdict(exercise) == nil)
    #expect(try Learner(book.workspace).next?.id == "1.1")

    try book.start("1.1", "let a = 42")
    #expect(try Learner(book.workspace).knownVerdict(exercise)?.status == .passed)
  }
}
