import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// What `grade` does when no option says otherwise, as the README and `grade --help` state
/// it: each exercise's grader may run 30 seconds, and the grading build goes in its own
/// folder, `.build-grading`, never in the learner's `.build`.
@Suite("Workbook CLI: grade's defaults are the ones its help states")
struct GradingDefaultsTests {
  private func grade(_ line: String...) throws -> GradeCommand {
    let parsed = try CommandParser.parse(["grade"] + line).command
    return try #require(parsed as? GradeCommand, "\(String(describing: parsed))")
  }

  @Test("Without --timeout, one exercise's grader may run 30 seconds")
  func graderTimeLimit() throws {
    // Break it: make the default 300 seconds, and a hung grader holds the grade five minutes.
    #expect(try grade().options.timeout == 30)
    #expect(try grade("--timeout", "12").options.timeout == 12)
  }

  @Test("Without --scratch-path, grading builds in .build-grading, apart from .build")
  func gradingBuildFolder() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let options = try grade().options
    // Break it: make the default .build, and grading waits for the learner's own build.
    #expect(options.scratchPath == ".build-grading")
    #expect(options.scratchFolder(in: book.workspace) == book.workspace.url(".build-grading"))
    #expect(options.scratchFolder(in: book.workspace) != book.workspace.url(".build"))
  }
}
