import Testing
import WorkbookTesting

/// A student's programs, the chapters, `workbook` and `workbench`, end by the rule every program of the
/// workbook follows (`ExitStatusRule`); the maintainers' programs are checked in `ToolTests`.
@Suite("Tools: every program ends by one exit-status rule", .backstop)
struct ExitStatusTests {
  static let programs = (1...9).map { "chapter\($0)" } + ["workbook", "workbench"]

  @Test(
    "A wrong command line: status 2, one line naming the program, nothing done", arguments: programs
  )
  func usage(program: String) async throws {
    try await ExitStatusRule.expectUsageError(program)
  }

  @Test("Asking for help: status 0", arguments: programs)
  func help(program: String) async throws {
    try await ExitStatusRule.expectHelp(program)
  }

  @Test(
    "Work that fails on a right command line: status 1, and why",
    arguments: [("chapter1", [String]()), ("workbench", ["--stickers-only", "--runs", "1"])])
  func failure(program: String, options: [String]) async throws {
    try await ExitStatusRule.expectFailure(program, options)
  }
}
