/// A chapter's own command-line option with a fixed set of values, such as chapter 7's
/// `--manager class|actor`: the same demo run two ways, so that the workbench can compare them.
public struct DemoChoice: Sendable, Hashable {
  /// The option's name without dashes: `manager` for `--manager`.
  public var name: String
  /// The values it takes; the first is the default.
  public var values: [String]
  /// One line for `--help`.
  public var help: String

  public init(name: String, values: [String], help: String) {
    precondition(!values.isEmpty, "a choice needs at least one value")
    self.name = name
    self.values = values
    self.help = help
  }

  /// The option as `--help` shows it: `--manager class|actor`.
  var synopsis: String { "--\(name) \(values.joined(separator: "|"))" }
}
