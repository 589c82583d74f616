import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The command line is parsed once into a typed command, from the same table the help is
/// written from: what the help shows is what the parser accepts, and anything else is a
/// usage error (exit status 2) before any command runs.
@Suite("Workbook CLI: the command line and its help")
struct CommandParserTests {
  /// Each command line, and the command it must parse to.
  static let commandLines: [(String, any WorkbookCommand)] = [
    ("", ProgressCommand()),
    ("progress", ProgressCommand()),
    ("list", ProgressCommand()),
    ("hint", HintCommand(name: nil, .next)),
    ("hint 1.2", HintCommand(name: "1.2", .next)),
    ("hint 1.2 2", HintCommand(name: "1.2", .tier(2))),
    ("hint 1.2 --all", HintCommand(name: "1.2", .seen)),
    ("watch", WatchCommand(name: nil)),
    ("watch bad-file", WatchCommand(name: "bad-file")),
    ("solution 1.1", SolutionCommand(name: "1.1")),
    ("reset 1.2", ResetCommand(.exercise("1.2"), confirmed: false)),
    ("reset --yes 1.2", ResetCommand(.exercise("1.2"), confirmed: true)),
    ("reset --all", ResetCommand(.all, confirmed: false)),
  ]

  /// Each command line of `workbook-dev`, the maintainers' program, and its command.
  static let maintainerCommandLines: [(String, any WorkbookCommand)] = [
    ("verify", VerifyCommand(GradingOptions())),
    (
      "submissions",
      SubmissionsCommand(names: [], GradingOptions(scratchPath: ".build-submissions", lanes: 2))
    ),
    (
      "submissions 3.1 --lanes 1",
      SubmissionsCommand(names: ["3.1"], GradingOptions(scratchPath: ".build-submissions"))
    ),
    (
      "submissions 2.1 7.2-spin-on-yield",
      SubmissionsCommand(
        names: ["2.1", "7.2-spin-on-yield"],
        GradingOptions(scratchPath: ".build-submissions", lanes: 2))
    ),
    (
      "submissions --changed-since HEAD~2 --share 1/3",
      SubmissionsCommand(
        names: [], GradingOptions(scratchPath: ".build-submissions", lanes: 2), since: "HEAD~2",
        share: Share(index: 1, count: 3))
    ),
    ("mutants --share 1/4 --budget 90", MutantsCommand(words: [], sharedAndBudgeted)),
  ]

  static var sharedAndBudgeted: MutantOptions {
    var options = MutantOptions()
    options.share = Share(index: 1, count: 4)
    options.budget = 90
    return options
  }

  @Test("Each command and its operands parse to a command of its own type, its values typed")
  func parsesCommands() throws {
    // Break it: drop `aliases: ["list"]` from ProgressCommand.spec and "list" fails.
    for (line, expected) in Self.commandLines {
      let parsed = try CommandParser.parse(words(line)).command
      #expect(parsed.map(expected.isSame(as:)) == true, "\(line): \(String(describing: parsed))")
    }
    for (line, expected) in Self.maintainerCommandLines {
      let parsed = try CommandParser.parse(words(line), in: .maintainers).command
      #expect(parsed.map(expected.isSame(as:)) == true, "\(line): \(String(describing: parsed))")
    }
  }

  @Test("A student's program has no maintainer's command, and the maintainers' has only theirs")
  func maintainersApart() throws {
    // Break it: give VerifyCommand's spec the students' audience.
    #expect(CommandSet.workbook.specs.allSatisfy { $0.audience != .maintainers })
    #expect(CommandSet.maintainers.specs.allSatisfy { $0.audience == .maintainers })
    let overview = Help.overview()
    for spec in CommandSet.maintainers.specs {
      #expect(!overview.contains("\n  \(spec.name)"), "\(spec.name) is in a student's help")
      #expect(parseError(spec.name)?.description.contains("unknown command") == true)
    }
    // With no command, a student's program shows progress; the maintainers' shows its help.
    #expect(try CommandParser.parse([], in: .maintainers).help == .some(nil))
  }

  @Test(
    "Help is asked for by --help, -h or help, for every command or for one",
    arguments: [
      ("help", nil), ("--help", nil), ("-h", nil), ("help grade", "grade"),
      ("grade --help", "grade"), ("list -h", "progress"),
    ] as [(String, String?)])
  func parsesHelp(_ line: String, _ topic: String?) throws {
    #expect(try CommandParser.parse(words(line)).help == .some(topic))
  }

  @Test(
    "Every command is listed once, under a name and aliases no other command has",
    arguments: ["workbook", "workbook-dev"])
  func commandsAreListedOnce(_ program: String) {
    let set = Self.program(program)
    let words = (CommandSet.workbook.specs + CommandSet.maintainers.specs)
      .flatMap { [$0.name] + $0.aliases }
    #expect(Set(words).count == words.count, "\(words)")
    #expect(set.specs.flatMap { [$0.name] + $0.aliases }.allSatisfy { set.named($0) != nil })
  }

  @Test("Options may come before the command, after it, or as --name=value")
  func optionsAnywhere() throws {
    var options = GradingOptions()
    options.timeout = 30
    let expected = GradeCommand(names: [], options, output: nil)
    // Break it: let the parser take the first word that is not an option as the command
    // before it knows which options take values, and "30" becomes an unknown command.
    for line in ["--timeout 30 grade", "grade --timeout 30", "grade --timeout=30"] {
      let parsed = try CommandParser.parse(words(line)).command
      #expect(parsed.map(expected.isSame(as:)) == true, "\(line)")
    }

    options.timeout = 5
    options.solutions = true
    options.scratchPath = "/tmp/g"
    let full = try CommandParser.parse(
      words("grade 1.1 1.2 --solutions --scratch-path /tmp/g --timeout 5 --output out"))
    let graded = GradeCommand(names: ["1.1", "1.2"], options, output: "out")
    #expect(full.command.map(graded.isSame(as:)) == true)

    let located = try CommandParser.parse(words("--package-path /w hint 1.1"))
    #expect(located.command.map(HintCommand(name: "1.1", .next).isSame(as:)) == true)
    #expect(located.packagePath == "/w")
  }

  @Test(
    "Unknown commands and options, extra operands and bad values are usage errors",
    arguments: [
      ("hint 1.1 extra", "not 'extra'"),
      ("hint 1.1 2 3", "unexpected '3'"),
      ("progress now", "unexpected 'now'"),
      ("list 1.1", "unexpected '1.1'"),
      ("watch 1.1 1.2", "unexpected '1.2'"),
      ("frobnicate", "unknown command 'frobnicate'"),
      ("grade --verbose", "unknown option '--verbose'"),
      ("hint --timeout 3", "hint takes no option --timeout"),
      ("grade --yes", "grade takes no option --yes"),
      ("grade --timeout", "--timeout needs a value"),
      ("grade --timeout --solutions", "--timeout needs a value"),
      ("grade --timeout soon", "--timeout needs a number of seconds"),
      ("grade --timeout -1", "--timeout needs a number of seconds"),
      ("grade --timeout 3 --timeout 4", "--timeout is given twice"),
      ("reset", "reset needs an exercise's number or --all"),
      ("reset 1.1 --all", "not both"),
      ("hint 1.1 0", "a tier"),
      ("hint 1.1 2 --all", "not both"),
      ("reset --yes=no 1.1", "--yes takes no value"),
      ("help frobnicate", "unknown command 'frobnicate'"),
      ("help grade hint", "help takes one command"),
      ("verify", "unknown command 'verify'"),
      ("dev: verify everything", "unexpected 'everything'"),
      ("dev: grade", "unknown command 'grade'"),
      ("dev: help grade", "unknown command 'grade'"),
    ])
  func rejectsBadCommandLines(_ line: String, _ fragment: String) {
    // Break it: remove the maxOperands check in CommandParser.parse and the extra words pass.
    // A line that begins "dev: " is one of the maintainers' program.
    let error =
      line.hasPrefix("dev: ")
      ? parseError(String(line.dropFirst(5)), in: .maintainers) : parseError(line)
    #expect(error?.kind == .usage, "'\(line)' should be a usage error")
    #expect(error?.exitStatus == 2)
    #expect(error?.description.contains(fragment) == true, "\(String(describing: error))")
  }

  @Test(
    "The overview lists every command and alias, and states the exit statuses",
    arguments: ["workbook", "workbook-dev"])
  func overviewListsEveryCommand(_ program: String) {
    let set = Self.program(program)
    let text = Help.overview(of: set)
    #expect(text.hasPrefix("usage: \(set.program) "))
    for spec in set.specs {
      #expect(text.contains("\n  \(spec.name)"), "\(spec.name) is missing")
      for alias in spec.aliases { #expect(text.contains(alias)) }
    }
    #expect(text.contains("Exit status: 0 success, 1 a runtime failure, 2 a usage error."))
    #expect(text.split(separator: "\n").allSatisfy { $0.count <= 80 })
  }

  @Test(
    "Each command's help shows its form, every option it takes, and its exit statuses",
    arguments: ["workbook", "workbook-dev"])
  func commandHelpFromTheTable(_ program: String) throws {
    let set = Self.program(program)
    for spec in set.specs {
      let text = Help.command(spec.name, in: set)
      let prose = text.replacingOccurrences(of: "\n", with: " ")
      #expect(text.hasPrefix("usage: \(set.program) \(spec.name)"))
      for option in spec.options + CommandSpec.globalOptions {
        #expect(text.contains(option.synopsis), "\(spec.name) --help lacks \(option.name)")
      }
      #expect(prose.contains("Exit status: 0 "))
      #expect(prose.contains("2 on a usage error"))
      let long = text.split(separator: "\n").map(String.init).filter { $0.count > 80 }
      #expect(long.isEmpty, "\(spec.name) --help has lines over 80 columns: \(long)")
    }
  }

  @Test(
    "Every option the help shows is one the parser accepts for that command",
    arguments: ["workbook", "workbook-dev"])
  func everyOptionParses(_ program: String) throws {
    let set = Self.program(program)
    for spec in set.specs {
      for option in spec.options {
        // The example as the shell hands it over: `"B A C; A"` arrives without its quotes.
        let value = option.example.map {
          $0.trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        var line = [spec.name, option.name] + (value.map { [$0] } ?? [])
        if spec.name == "reset", option.name != "--all" { line.append("1.1") }
        if spec.name == "predict" { line.append("1") }
        if spec.name == "class" { line.append("submissions") }
        #expect(throws: Never.self, "\(line)") { try CommandParser.parse(line, in: set) }
      }
    }
  }

  @Test("Every option of every program is described once, in one place of the sources")
  func optionsAreDescribedOnce() throws {
    // Every description is a `CommandLineOption("--name", …)`; a command that uses an option
    // for its own purpose changes only its help (`.helping`), so a name is written once and
    // the scan, the help and the code that reads a value all read that one description.
    let sources = workspace.url("Sources")
    let files =
      FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)?
      .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
    var described: [String: [String]] = [:]
    let pattern = /CommandLineOption\(\s*"(--[a-z-]+)"/
    for file in files {
      let text = try String(contentsOf: file, encoding: .utf8)
      for match in text.matches(of: pattern) {
        described[String(match.1), default: []].append(file.lastPathComponent)
      }
    }
    // The options every program shares, and one of each kind of program's own.
    for name in ["--help", "--timeout", "--scratch-path", "--all", "--timeline", "--runs"] {
      #expect(described[name] != nil, "\(name) is described nowhere")
    }
    // Break it: describe --output again in GradeCommand's spec.
    let twice = described.filter { $0.value.count > 1 }
    #expect(twice.isEmpty, "described more than once: \(twice)")
  }

  let workspace = Workspace(
    root: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .deletingLastPathComponent().deletingLastPathComponent())

  /// The program called `name`: `workbook` or `workbook-dev`.
  static func program(_ name: String) -> CommandSet {
    name == CommandSet.maintainers.name ? .maintainers : .workbook
  }

  private func words(_ line: String) -> [String] {
    line.split(separator: " ").map(String.init)
  }

  private func parseError(_ line: String, in set: CommandSet = .workbook) -> CLIError? {
    do {
      _ = try CommandParser.parse(words(line), in: set)
      return nil
    } catch {
      return error
    }
  }
}
