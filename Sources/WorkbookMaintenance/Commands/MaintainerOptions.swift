import WorkbookTools

/// The options of the maintainers' commands, each described once: a command's spec lists
/// them, and the command reads its values by the same constant.
extension CommandLineOption {
  /// `--changed-since REVISION`: the mutants a change touched.
  static let changedSince = CommandLineOption(
    "--changed-since", kind: .value(placeholder: "REVISION", example: "HEAD~1"),
    help: "also those whose code or tests changed since then")
  /// `--share I/N`: a share of the mutants.
  static let share = CommandLineOption(
    "--share", kind: .value(placeholder: "I/N", example: "0/4"),
    help: "also share I of N (from 0) of the mutants")
  /// `--budget SECONDS`: when to start no more mutants, counted from the first one.
  static let budget = CommandLineOption(
    "--budget", kind: .value(placeholder: "SECONDS", example: "30"),
    help: "start no mutant after this many seconds of mutants")
  /// `--in-place`: the mutants written into the workbook itself, for CI's clone.
  static let inPlace = CommandLineOption(
    "--in-place", help: "write them into this workbook, built in .build (CI)")
  /// `--round FILE`: a blind round's file.
  static let round = CommandLineOption(
    "--round", kind: .value(placeholder: "FILE", example: "round.mutants"),
    help: "run a blind round's file, each mutant on its target")
}
