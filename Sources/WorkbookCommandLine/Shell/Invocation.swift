import WorkbookGrading

/// A parsed command line: what it asks for, and the workbook it works on.
package struct Invocation {
  /// What the command line asks for.
  package enum Request {
    /// `--help`, `-h` or `help [COMMAND]`: the usage text, for one command (by name) or for
    /// all.
    case help(String?)
    /// A command to run.
    case command(any WorkbookCommand)
  }

  package var request: Request
  /// `--package-path FOLDER`; nil to look from the current folder up.
  package var packagePath: String?

  package init(_ request: Request, packagePath: String? = nil) {
    self.request = request
    self.packagePath = packagePath
  }

  /// The command to run, if the command line asks for one.
  package var command: (any WorkbookCommand)? {
    if case .command(let command) = request { command } else { nil }
  }

  /// The help asked for, if the command line asks for help: `.some(nil)` for the overview.
  package var help: String?? {
    if case .help(let topic) = request { topic } else { nil }
  }
}
