import WorkbookGrading

/// One command as the command line and its help describe it: its name, operands, options and
/// exit statuses. Each command type declares its own (`WorkbookCommand.spec`), and both the
/// parser and `--help` read them there, so what `--help` says is what the parser accepts.
package struct CommandSpec: Equatable {
  /// Who the command is for: the global help groups commands by it.
  package enum Audience: String, CaseIterable {
    case students = "For students"
    case teachers = "For teachers"
    case maintainers = "For maintainers"
  }

  package let name: String
  /// Other words for the same command: `list` for `progress`.
  package var aliases: [String] = []
  package let audience: Audience
  /// The operands, as the usage line shows them: `[N] [TIER]`.
  package var operands = ""
  /// How many operands it takes at most; nil for any number.
  package var maxOperands: Int? = 0
  /// One line for the global help.
  package let summary: String
  /// A paragraph for the command's own help.
  package let about: String
  package var options: [OptionSpec] = []
  /// When it exits 0 and when 1 (2 is always a usage error).
  package let exitStatus: String

  package init(
    name: String, aliases: [String] = [], audience: Audience, operands: String = "",
    maxOperands: Int? = 0, summary: String, about: String, options: [OptionSpec] = [],
    exitStatus: String
  ) {
    self.name = name
    self.aliases = aliases
    self.audience = audience
    self.operands = operands
    self.maxOperands = maxOperands
    self.summary = summary
    self.about = about
    self.options = options
    self.exitStatus = exitStatus
  }

  /// The options every command accepts.
  package static let globalOptions = [
    OptionSpec(
      "--package-path", value: "FOLDER",
      help: "the workbook (default: the one around this folder)"),
    OptionSpec("--help", short: "-h", help: "this help"),
  ]

  /// The options that say how to grade, shared by `grade` and `verify`.
  package static let gradingOptions = [
    OptionSpec(
      "--timeout", value: "SECONDS", help: "how long one exercise's grader may run (default: 30)"),
    OptionSpec(
      "--scratch-path", value: "FOLDER", help: "the build folder (default: .build-grading)"),
  ]
}

/// One option: a flag (`--yes`) or an option with a value (`--timeout SECONDS`).
package struct OptionSpec: Equatable {
  package let name: String
  package var short: String?
  /// What its value is called in the help, `SECONDS`; nil for a flag.
  package var value: String?
  package let help: String

  package init(_ name: String, short: String? = nil, value: String? = nil, help: String) {
    self.name = name
    self.short = short
    self.value = value
    self.help = help
  }

  /// How the help shows it: `-h, --help` or `--timeout SECONDS`.
  package var label: String {
    (short.map { "\($0), " } ?? "") + name + (value.map { " \($0)" } ?? "")
  }
}
