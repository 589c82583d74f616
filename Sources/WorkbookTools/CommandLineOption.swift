/// One option of a command line, described once: how it is spelled, what it takes, and what
/// the help says of it. Every program of the workbook declares its options with it (the
/// chapters, `workbook`, `workbook-dev`, the workbench, `imagefuzz`): the scan reads the words
/// with it (`CommandLineScan`), the help is written from it, and the code that reads a value
/// asks for it by the same constant, so that an option's name is written in one place.
public struct CommandLineOption: Sendable, Hashable {
  /// What the option takes.
  public enum Kind: Sendable, Hashable {
    /// Nothing: `--force`.
    case flag
    /// A word, such as `class` in `--manager class`: `placeholder` names it in the help
    /// (`SECONDS`), and `example` is one that fits, for the error when it is missing (`30`;
    /// the placeholder if none).
    case value(placeholder: String, example: String? = nil)
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
  public var synopsis: String {
    spelled([shortName, name].compactMap { $0 }.joined(separator: ", "))
  }

  /// How the help's usage line shows it: `--timeline FILE.svg`, `--help`.
  public var usageWord: String { spelled(name) }

  /// Whether it takes a value (a word or a file), not a flag.
  public var takesValue: Bool { kind != .flag }

  /// What its value is, as the error for a missing one says it: `a file name, such as
  /// --timeline timeline.svg`, `a value, such as --timeout 30`.
  public var valueExample: String {
    switch kind {
    case .flag: "nothing"
    case .value: "a value, such as \(name) \(example ?? "")"
    case .outputFile: "a file name, such as \(name) \(example ?? "")"
    }
  }

  /// A value that fits, for examples and errors: `30`, `timeline.svg`; nil for a flag.
  public var example: String? {
    switch kind {
    case .flag: nil
    case .value(let placeholder, let example): example ?? placeholder
    case .outputFile(let fileExtension): "\(name.dropFirst(2)).\(fileExtension)"
    }
  }

  /// The same option with another line of help, for a command that uses it for its own
  /// purpose (`--all`: every hint seen, or every exercise): the name is still written once.
  public func helping(_ text: String) -> CommandLineOption {
    CommandLineOption(
      name, short: shortName, kind: kind, help: text, allowedValues: allowedValues,
      isListed: isListed)
  }

  private func spelled(_ names: String) -> String {
    switch kind {
    case .flag: return names
    case .value(let placeholder, _): return "\(names) \(placeholder)"
    case .outputFile(let fileExtension): return "\(names) FILE.\(fileExtension)"
    }
  }
}

extension CommandLineOption {
  /// `-h`, `--help`: every program's.
  public static let help = CommandLineOption("--help", short: "-h", help: "show this help")
  /// `--runs N`: how many times a measuring program runs its work (the workbench, `imagefuzz
  /// bench`), each with help of its own.
  public static let runs = CommandLineOption(
    "--runs", kind: .value(placeholder: "N", example: "3"), help: "how many runs")
}
