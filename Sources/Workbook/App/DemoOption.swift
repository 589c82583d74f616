/// One option a chapter's command line takes: how it is spelled, the value it needs, and
/// what `--help` says of it.
///
/// Options are declared once, in a table, and that table drives both the parsing and the
/// help text, so the two cannot disagree.
public struct DemoOption: Sendable, Hashable {
  /// What the option takes.
  public enum Kind: Sendable, Hashable {
    /// Nothing: `--force`.
    case flag
    /// A word, such as `class` in `--manager class`; `placeholder` names it in the help.
    case value(placeholder: String)
    /// A file the demo writes, with the extension it must have (`svg`). It is checked before
    /// the demo starts: its folder must exist, and an existing file is replaced only with
    /// `--force`.
    case outputFile(extension: String)
  }

  /// `--timeline`.
  public let name: String
  /// `-h`, if the option has a short spelling.
  public let shortName: String?
  public let kind: Kind
  /// The help text, one line.
  public let help: String
  /// For an option that takes a value: the only values it takes, if it is that strict
  /// (`class`, `actor` for chapter 7's `--manager`); any other is a usage error.
  public let allowedValues: [String]?
  /// Whether a reader's `--help` lists it: false for an option that only the workbench uses,
  /// which is parsed all the same.
  public let isListed: Bool

  public init(
    _ name: String, short shortName: String? = nil, kind: Kind = .flag, help: String,
    allowedValues: [String]? = nil, isListed: Bool = true
  ) {
    self.name = name
    self.shortName = shortName
    self.kind = kind
    self.help = help
    self.allowedValues = allowedValues
    self.isListed = isListed
  }

  /// How the help's table shows it: `--timeline FILE.svg`, `-h, --help`.
  var synopsis: String {
    spelled([shortName, name].compactMap { $0 }.joined(separator: ", "))
  }

  /// How the help's usage line shows it: `--timeline FILE.svg`, `--help`.
  var usageWord: String { spelled(name) }

  private func spelled(_ names: String) -> String {
    switch kind {
    case .flag: return names
    case .value(let placeholder): return "\(names) \(placeholder)"
    case .outputFile(let fileExtension): return "\(names) FILE.\(fileExtension)"
    }
  }
}

extension DemoOption {
  /// `--timeline FILE.svg`: also write the timeline as SVG.
  public static let timeline = DemoOption(
    "--timeline", kind: .outputFile(extension: "svg"),
    help: "also write the timeline as an SVG file")
  /// `--trace-json FILE.json`: also write the run as Chrome trace-event JSON, which Perfetto
  /// (ui.perfetto.dev) opens.
  public static let traceJSON = DemoOption(
    "--trace-json", kind: .outputFile(extension: "json"),
    help: "also write the run as a trace for the Perfetto viewer")
  /// `--tasks`: also print each task's life and each freeze of the main actor.
  public static let tasks = DemoOption(
    "--tasks", help: "also print each task's life, and each freeze of the main actor")
  /// `--force`: let an output file replace an existing one.
  public static let force = DemoOption(
    "--force", help: "let an output file (--timeline, …) replace an existing file")
  /// `--measure`: print the hang measure as one line, for the workbench, and nothing else (a
  /// chapter with a measure of its own, chapter 7's gallery, prints a line for it too). A
  /// reader's help leaves it out: it is the workbench's.
  public static let measure = DemoOption(
    "--measure", help: "measure only what every chapter shares, and print just that, one line",
    isListed: false)
  /// `-h`, `--help`.
  public static let help = DemoOption("--help", short: "-h", help: "show this help")

  /// The options every chapter takes, in the order the help lists them.
  public static let common: [DemoOption] = [
    .timeline, .traceJSON, .tasks, .force, .measure, .help,
  ]
}
