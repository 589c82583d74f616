/// One command as the command line and its help describe it: its name, operands, options and
/// exit statuses. Each command type declares its own (`WorkbookCommand.spec`), and both the
/// parser and `--help` read them there, so what `--help` says is what the parser accepts.
struct CommandSpec: Equatable {
  /// Who the command is for: the global help groups commands by it.
  enum Audience: String, CaseIterable {
    case students = "For students"
    case teachers = "For teachers"
    case maintainers = "For maintainers"
  }

  let name: String
  /// Other words for the same command: `list` for `progress`.
  var aliases: [String] = []
  let audience: Audience
  /// The operands, as the usage line shows them: `[N] [TIER]`.
  var operands = ""
  /// How many operands it takes at most; nil for any number.
  var maxOperands: Int? = 0
  /// One line for the global help.
  let summary: String
  /// A paragraph for the command's own help.
  let about: String
  var options: [OptionSpec] = []
  /// When it exits 0 and when 1 (2 is always a usage error).
  let exitStatus: String

  /// Every command's, in the order the help lists them.
  static var all: [CommandSpec] { WorkbookCommands.all.map { $0.spec } }

  /// The command called `word`, by its name or an alias.
  static func named(_ word: String) -> CommandSpec? {
    WorkbookCommands.named(word)?.spec
  }

  /// The options every command accepts.
  static let globalOptions = [
    OptionSpec(
      "--package-path", value: "FOLDER",
      help: "the workbook (default: the one around this folder)"),
    OptionSpec("--help", short: "-h", help: "this help"),
  ]

  /// Every option of every command, each once: the parser reads words with them before it
  /// knows the command, so an option may come before the command (`--timeout 30 grade`).
  static let everyOption: [OptionSpec] = {
    var seen = Set<String>()
    return (globalOptions + all.flatMap(\.options)).filter { seen.insert($0.name).inserted }
  }()

  /// The options that say how to grade, shared by `grade` and `verify`.
  static let gradingOptions = [
    OptionSpec(
      "--timeout", value: "SECONDS", help: "how long one exercise's grader may run (default: 30)"),
    OptionSpec(
      "--scratch-path", value: "FOLDER", help: "the build folder (default: .build-grading)"),
  ]
}

/// One option: a flag (`--yes`) or an option with a value (`--timeout SECONDS`).
struct OptionSpec: Equatable {
  let name: String
  var short: String?
  /// What its value is called in the help, `SECONDS`; nil for a flag.
  var value: String?
  let help: String

  init(_ name: String, short: String? = nil, value: String? = nil, help: String) {
    self.name = name
    self.short = short
    self.value = value
    self.help = help
  }

  /// How the help shows it: `-h, --help` or `--timeout SECONDS`.
  var label: String {
    (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
  }
}
