import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// progress names as next the first exercise that does not pass: one that failed comes
/// before one not started.
@Suite(
  "Workbook CLI: progress names the first exercise that does not pass", .backstop)
struct ProgressNextExerciseTests {
  @Test("A failed exercise before an unstarted one is the next to do, with its last result")
  func failedBeforeUnstarted() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 1")
    try book.saveVerdicts(["1.1": .failed])
    let run = try await book.runWorkbook("progress")
    #expect(run.status == 0, "\(run.errors)")
    #expect(!run.output.contains("Grading"), "nothing changed since 1.1 was graded")
    // Break it: name the first exercise not started, and this names 1.2 and skips the
    // failed 1.1.
    #expect(run.output.contains("Next: 1.1 First thing"))
    #expect(run.output.contains("last result: failed: graded failed"))
    #expect(!run.output.contains("Next: 1.2"))
  }
}
