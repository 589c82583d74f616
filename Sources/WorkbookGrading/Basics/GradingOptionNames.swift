import WorkbookTools

/// The options every grading command reads the same way, described once.
extension CommandLineOption {
  /// `--package-path FOLDER`: the workbook to work on, for every command of the command line.
  package static let packagePath = CommandLineOption(
    "--package-path", kind: .value(placeholder: "FOLDER", example: "path/to/folder"),
    help: "the workbook (default: the one around this folder)")
  /// `--timeout SECONDS`: how long one exercise's grader may run.
  package static let timeout = CommandLineOption(
    "--timeout", kind: .value(placeholder: "SECONDS", example: "30"),
    help: "how long one exercise's grader may run (default: 30)")
  /// `--scratch-path FOLDER`: where grading copies and builds.
  package static let scratchPath = CommandLineOption(
    "--scratch-path", kind: .value(placeholder: "FOLDER", example: "path/to/folder"),
    help: "the build folder (default: .build-grading)")
  /// `--lanes N`: how many are graded side by side, each in a copy and build folder of its own.
  package static let lanes = CommandLineOption(
    "--lanes", kind: .value(placeholder: "N", example: "2"),
    help: "how many are graded at once, each in a copy of its own")
}
