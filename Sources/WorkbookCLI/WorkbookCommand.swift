/// One command of `swift run workbook`: what the command line and the help say of it
/// (`spec`), how it reads its operands and options, and what it does.
///
/// Adding a command is one type that conforms and one entry in `WorkbookCommands.all`: the
/// parser, the help and `main` read nothing else.
@MainActor
protocol WorkbookCommand {
  /// Its name, operands, options and exit statuses: what the parser accepts and the help
  /// shows.
  static var spec: CommandSpec { get }

  /// The command, from operands the parser has counted against `spec` and options it has
  /// allowed; a value that does not fit is a usage error, before anything runs.
  init(operands: [String], options: ParsedOptions) throws(CLIError)

  /// Does it in `workspace`; returns the exit status (`ExitStatus`: 0 or 1).
  func run(in workspace: Workspace) throws(CLIError) -> Int32

  /// Whether `other` is this command, with the same operands and options: what the parser's
  /// tests compare.
  func isSame(as other: any WorkbookCommand) -> Bool
}

extension WorkbookCommand where Self: Equatable {
  func isSame(as other: any WorkbookCommand) -> Bool {
    (other as? Self) == self
  }
}

/// A command whose one operand, if any, names the exercise it is about (`watch 1.2`,
/// `solution 1.2`); with none, the command chooses the exercise itself.
protocol ExerciseCommand: WorkbookCommand {
  /// The command about the exercise `name`, or about the one it chooses when `nil`.
  init(name: String?)
}

extension ExerciseCommand {
  init(operands: [String], options: ParsedOptions) {
    self.init(name: operands.first)
  }
}

/// Every command, in the order the help lists them.
enum WorkbookCommands {
  static let all: [any WorkbookCommand.Type] = [
    ProgressCommand.self, HintCommand.self, WatchCommand.self, SolutionCommand.self,
    ResetCommand.self, PredictCommand.self, GradeCommand.self, ClassCommand.self,
    VerifyCommand.self,
    SubmissionsCommand.self, MutantsCommand.self,
  ]

  /// The command called `word`, by its name or an alias.
  static func named(_ word: String) -> (any WorkbookCommand.Type)? {
    all.first { $0.spec.name == word || $0.spec.aliases.contains(word) }
  }
}
