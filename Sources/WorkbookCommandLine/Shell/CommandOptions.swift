import WorkbookTools

/// The options of the learner's and the teacher's commands, each described once: a command's
/// spec lists them, and the command reads its values by the same constant.
extension CommandLineOption {
  /// `--all`: every one, not only the next (`hint`) or the one named (`reset`).
  package static let all = CommandLineOption("--all", help: "every one")
  /// `--yes`: do not ask.
  package static let yes = CommandLineOption(
    "--yes", help: "do not ask (needed when there is no terminal)")
  /// `--answer ANSWERS`: a checkpoint's answers, given on the command line.
  package static let answer = CommandLineOption(
    "--answer", kind: .value(placeholder: "ANSWERS", example: "\"B A C; A\""),
    help: "every answer, in order, without being asked: \"B A C; A\"")
  /// `--output FOLDER`: where a command writes its files.
  package static let output = CommandLineOption(
    "--output", kind: .value(placeholder: "FOLDER", example: "path/to/folder"),
    help: "where the JSON files go (default: grading-results)")
  /// `--solutions`: grade the reference solutions.
  package static let solutions = CommandLineOption(
    "--solutions", help: "grade the reference solutions in Solutions/")
  /// `--ignore-markers`: grade exercises that are not started.
  package static let ignoreMarkers = CommandLineOption(
    "--ignore-markers", help: "grade exercises even if not started")
  /// `--again`: grade every student of a class again.
  package static let again = CommandLineOption(
    "--again", help: "grade every student, changed or not")
}
