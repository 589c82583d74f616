import Testing
import WorkbookTesting

/// The maintainers' programs end by the rule every program of the workbook follows
/// (`ExitStatusRule`), as a student's do (`WorkbookTests.ExitStatusTests`).
@Suite("Tools: the maintainers' programs end by the same exit-status rule", .backstop)
struct ToolExitStatusTests {
  static let programs = ["imagefuzz", "workbook-dev"]

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

  @Test("Work that fails on a right command line: status 1, and why")
  func failure() async throws {
    try await ExitStatusRule.expectFailure("imagefuzz", ["bench"])
  }
}
