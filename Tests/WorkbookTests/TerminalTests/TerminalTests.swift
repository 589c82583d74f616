import Foundation
import Testing
import Workbook
import WorkbookTesting

/// One row of the decision table: what the process knows, and what it should decide.
struct EnvironmentCase: Sendable, CustomTestStringConvertible {
  var isTTY: Bool
  var windowWidth: Int?
  var environment: [String: String]
  var interactive: Bool
  var width: Int
  var testDescription: String {
    "tty: \(isTTY), window: \(windowWidth.map(String.init) ?? "none"), env: \(environment)"
  }
}

@Suite("Where output goes", .tags(.display))
struct TerminalTests {
  static let cases: [EnvironmentCase] = [
    .init(isTTY: true, windowWidth: 132, environment: [:], interactive: true, width: 132),
    .init(
      isTTY: true, windowWidth: 100, environment: ["TERM": "xterm-256color"], interactive: true,
      width: 100),
    // https://no-color.org: set to anything but the empty string, it turns colour off.
    .init(
      isTTY: true, windowWidth: 80, environment: ["NO_COLOR": "1"], interactive: false, width: 80),
    .init(
      isTTY: true, windowWidth: 80, environment: ["NO_COLOR": ""], interactive: true, width: 80),
    .init(
      isTTY: true, windowWidth: 80, environment: ["TERM": "dumb"], interactive: false, width: 80),
    // Piped output is never interactive, whatever the environment says.
    .init(isTTY: false, windowWidth: nil, environment: [:], interactive: false, width: 80),
    .init(
      isTTY: false, windowWidth: nil, environment: ["COLUMNS": "120"], interactive: false,
      width: 120),
    .init(
      isTTY: false, windowWidth: nil, environment: ["COLUMNS": "wide"], interactive: false,
      width: 80),
    .init(
      isTTY: false, windowWidth: nil, environment: ["COLUMNS": "5"], interactive: false, width: 20
    ),
    .init(
      isTTY: false, windowWidth: nil, environment: ["COLUMNS": "1000"], interactive: false,
      width: 400),
    // The window's own size wins over COLUMNS; COLUMNS is the fallback when it has none.
    .init(
      isTTY: true, windowWidth: 90, environment: ["COLUMNS": "120"], interactive: true, width: 90),
    .init(
      isTTY: true, windowWidth: nil, environment: ["COLUMNS": "120"], interactive: true,
      width: 120),
    .init(isTTY: true, windowWidth: 0, environment: [:], interactive: true, width: 80),
  ]

  @Test("The environment decides colour and width", arguments: cases)
  func decisionTable(_ row: EnvironmentCase) {
    let terminal = Terminal(
      isTTY: row.isTTY, windowWidth: row.windowWidth, environment: row.environment)
    #expect(terminal.isInteractive == row.interactive)
    #expect(terminal.width == row.width)
  }

  @Test("Standard output is never interactive when NO_COLOR or TERM=dumb says so")
  func standardOutputHonoursTheEnvironment() {
    // Whether stdout is a TTY depends on how the tests are run; these hold either way.
    #expect(!Terminal.standardOutput(environment: ["NO_COLOR": "1"]).isInteractive)
    #expect(!Terminal.standardOutput(environment: ["TERM": "dumb"]).isInteractive)
    #expect(Terminal.widthRange.contains(Terminal.standardOutput(environment: [:]).width))
    // Piped, as under a test runner, the width comes from the COLUMNS given, not the process's.
    if isatty(STDOUT_FILENO) == 0 {
      #expect(Terminal.standardOutput(environment: ["COLUMNS": "123"]).width == 123)
    }
  }
}
