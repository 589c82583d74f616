import WorkbookTools

/// What stops a command, printed as one line on standard error: the CLI's one error type.
///
/// Its kind decides the exit status, the convention every `--help` states:
/// 0 success, 1 a runtime failure (the command was right but could not do its work: git is
/// missing, a file cannot be written, the README is malformed), 2 a usage error (the command
/// line is wrong: an unknown command or option, a missing or extra operand, an exercise that
/// does not exist, a folder that holds no workbook).
package struct CLIError: Error, Equatable, CustomStringConvertible {
  package enum Kind: Equatable {
    /// The command line is wrong; exit status 2.
    case usage
    /// The command could not do its work; exit status 1.
    case failure
  }

  package let kind: Kind
  package let description: String

  /// A problem with the command line: exit status 2.
  package static func usage(_ description: String) -> CLIError {
    CLIError(kind: .usage, description: description)
  }

  /// A command that could not do its work: exit status 1.
  package static func failure(_ description: String) -> CLIError {
    CLIError(kind: .failure, description: description)
  }

  package var exitStatus: Int32 { (kind == .usage ? ExitStatus.usage : .failure).rawValue }
}
