import WorkbookGrading

/// One command of `swift run workbook`: what the command line and the help say of it
/// (`spec`), how it reads its operands and options, and what it does.
///
/// Adding a command is one type that conforms and one entry in its program's `CommandSet`: the
/// parser, the help and `main` read nothing else.
@MainActor
package protocol WorkbookCommand {
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
  package func isSame(as other: any WorkbookCommand) -> Bool {
    (other as? Self) == self
  }
}

/// A command whose one operand, if any, names the exercise it is about (`watch 1.2`,
/// `solution 1.2`); with none, the command chooses the exercise itself.
package protocol ExerciseCommand: WorkbookCommand {
  /// The command about the exercise `name`, or about the one it chooses when `nil`.
  init(name: String?)
}

extension ExerciseCommand {
  package init(operands: [String], options: ParsedOptions) {
    self.init(name: operands.first)
  }
}
