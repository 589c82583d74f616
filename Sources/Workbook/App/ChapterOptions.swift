import WorkbookTools

/// The options every chapter takes, beside its own (`ChapterInfo.extraOptions`).
extension CommandLineOption {
  /// `--timeline FILE.svg`: also write the timeline as SVG.
  public static let timeline = CommandLineOption(
    "--timeline", kind: .outputFile(extension: "svg"),
    help: "also write the timeline as an SVG file")
  /// `--trace-json FILE.json`: also write the run as Chrome trace-event JSON, which Perfetto
  /// (ui.perfetto.dev) opens.
  public static let traceJSON = CommandLineOption(
    "--trace-json", kind: .outputFile(extension: "json"),
    help: "also write the run as a trace for the Perfetto viewer")
  /// `--tasks`: also print each task's life and each freeze of the main actor.
  public static let tasks = CommandLineOption(
    "--tasks", help: "also print each task's life, and each freeze of the main actor")
  /// `--force`: let an output file replace an existing one.
  public static let force = CommandLineOption(
    "--force", help: "let an output file (--timeline, …) replace an existing file")
  /// `--measure`: print the hang measure as one line, for the workbench, and nothing else (a
  /// chapter with a measure of its own, chapter 7's gallery, prints a line for it too). A
  /// reader's help leaves it out: it is the workbench's.
  public static let measure = CommandLineOption(
    "--measure", help: "measure only what every chapter shares, and print just that, one line",
    isListed: false)
  /// The options every chapter takes, in the order the help lists them.
  public static let common: [CommandLineOption] = [
    .timeline, .traceJSON, .tasks, .force, .measure, .help,
  ]
}
