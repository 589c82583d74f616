import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// watch builds only the watched exercise and its grader: its grading options focus on that
/// exercise, and the grader leaves every exercise out of focus out of the build (the
/// exclusion list it hands Package.swift), so a save rebuilds one grader.
@Suite("Workbook CLI: watch builds only the watched exercise")
struct WatchFocusTests {
  @Test("A watch on 1.2 grades with 1.2 alone in focus")
  func watchFocusesOnItsExercise() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let second = try #require(try book.exercises.first { $0.id == "1.2" })
    let options = WatchCommand.options(watching: second)
    // Break it: grade with no focus, and each save builds every exercise and grader.
    #expect(options.focus == ["1.2"])
    #expect(options.scratchPath == GradingOptions().scratchPath)
  }
}
