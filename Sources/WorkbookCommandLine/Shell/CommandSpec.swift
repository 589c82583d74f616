import WorkbookGrading
import WorkbookTools

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
  package var aliases: [String]
  package let audience: Audience
  /// The operands, as the usage line shows them: `[N] [TIER]`.
  package var operands: String
  /// How many operands it takes at most; nil for any number.
  package var maxOperands: Int?
  /// One line for the global help.
  package let summary: String
  /// A paragraph for the command's own help.
  package let about: String
  package var options: [CommandLineOption]
  /// When it exits 0 and when 1 (2 is always a usage error).
  package let exitStatus: String

  package init(
    name: String, aliases: [String] = [], audience: Audience, operands: String = "",
    maxOperands: Int? = 0, summary: String, about: String, options: [CommandLineOption] = [],
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
  package static let globalOptions: [CommandLineOption] = [.packagePath, .help]

  /// The options that say how to grade, shared by `grade` and `verify`.
  package static let gradingOptions: [CommandLineOption] = [.timeout, .scratchPath]
}
