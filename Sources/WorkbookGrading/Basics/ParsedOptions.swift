import WorkbookTools

/// The options of one command line, by long name, once the parser has checked each against
/// the command's spec; each command reads its own into typed values, and a value that does
/// not fit is a usage error that shows one that does.
package struct ParsedOptions: Equatable {
  /// Each option given, by its long name; a flag's value is "".
  package var values: [String: String]

  package init(values: [String: String] = [:]) {
    self.values = values
  }

  /// Whether the flag or option was given.
  package func has(_ option: CommandLineOption) -> Bool { values[option.name] != nil }

  /// The option's value, if given.
  package subscript(_ option: CommandLineOption) -> String? { values[option.name] }

  /// A number of seconds above zero (`--timeout 30`).
  package func seconds(_ option: CommandLineOption) throws(CLIError) -> Double? {
    let name = option.name
    guard let text = values[name] else { return nil }
    guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
      throw .usage("\(name) needs a number of seconds, such as \(name) 30 (not '\(text)')")
    }
    return seconds
  }

  /// A whole number above zero (`--lanes 2`).
  package func count(_ option: CommandLineOption, of what: String) throws(CLIError) -> Int? {
    let name = option.name
    guard let text = values[name] else { return nil }
    guard let count = Int(text), count > 0 else {
      throw .usage("\(name) needs a number of \(what), such as \(name) 2 (not '\(text)')")
    }
    return count
  }
}
