import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// solution without N shows the reference solution of the last exercise that passes: the one
/// just finished, not the first ever done.
@Suite("Workbook CLI: solution shows the last exercise that passes", .backstop)
struct SolutionDefaultTests {
  @Test("With two exercises passing, solution without N shows the second one's solution")
  func lastPassingByDefault() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 42")
    try book.start("1.2", "let b = 7")
    try book.write("Solutions/01-x/1.2-second/Model.swift", "let b = 7 // the reference\n")
    try book.saveVerdicts(["1.1": .passed, "1.2": .passed])
    let run = try await book.runWorkbook("solution")
    #expect(run.status == 0, "\(run.errors)")
    // Break it: take the first exercise that passes, and this shows 1.1's solution.
    #expect(run.output.contains("Reference solution of 1.2 Second thing"))
    #expect(run.output.contains("let b = 7 // the reference"))
    #expect(!run.output.contains("let a = 42"))
  }
}
