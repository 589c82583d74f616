import Testing
import WorkbookTools

/// Every program reads its command line by one set of rules (`CommandLineScan`): these are
/// the rules, checked once here; each program's own tests check what its options mean.
@Suite("Tools: one way to read a command line")
struct CommandLineScanTests {
  static let timeout = CommandLineOption(
    "--timeout", kind: .value(placeholder: "SECONDS", example: "30"), help: "a time limit")
  static let yes = CommandLineOption("--yes", help: "do not ask")
  static let absent = CommandLineOption("--absent", kind: .value(placeholder: "N"), help: "")
  static let options = [timeout, yes, .help]

  @Test("Options by long or short name, values apart or after =, operands in order")
  func readsOptionsAndOperands() throws {
    let scan = try CommandLineScan(
      ["b", "--timeout", "5", "a", "-h", "--yes"], options: Self.options)
    #expect(scan.operands == ["b", "a"])
    #expect(scan.values == ["--timeout": "5", "--help": "", "--yes": ""])
    #expect(try CommandLineScan(["--timeout=7"], options: Self.options)[Self.timeout] == "7")
    #expect(try CommandLineScan(["--timeout", "-1"], options: Self.options)[Self.timeout] == "-1")
  }

  @Test("After --, every word is an operand, as is - alone")
  func doubleDashEndsOptions() throws {
    let scan = try CommandLineScan(["--yes", "--", "--help", "-"], options: Self.options)
    #expect(scan.operands == ["--help", "-"])
    #expect(scan.values == ["--yes": ""])
  }

  @Test(
    "A word that breaks a rule is a usage error that names it",
    arguments: [
      (["--frobnicate"], "unknown option '--frobnicate'"),
      (["--timeout"], "--timeout needs a value, such as --timeout 30"),
      (["--timeout", "--yes"], "--timeout needs a value, such as --timeout 30"),
      (["--timeout="], "--timeout needs a value, such as --timeout 30"),
      (["--yes=no"], "--yes takes no value"),
      (["--yes", "--yes"], "--yes is given twice"),
      (["-h", "--help"], "--help is given twice"),
    ])
  func refusesBrokenRules(words: [String], message: String) {
    #expect(throws: UsageError(message)) { try CommandLineScan(words, options: Self.options) }
  }

  @Test("A number is read within its range, or refused with the range shown")
  func readsNumbers() throws {
    let scan = try CommandLineScan(["--timeout", "5"], options: Self.options)
    #expect(try scan.integer(Self.timeout, in: 1...10) == 5)
    #expect(try scan.integer(Self.absent, in: 1...10) == nil)
    #expect(throws: UsageError("--timeout needs a number from 6 to 10 (not '5')")) {
      try scan.integer(Self.timeout, in: 6...10)
    }
  }
}
