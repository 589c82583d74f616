/// A command line split into its options and its operands by the one set of rules every
/// program of the workbook follows (the chapters, `workbook`, the workbench, `imagefuzz`), so
/// that an option is written the same way everywhere and a mistake reads the same everywhere:
///
/// - `--name value` or `--name=value` for an option that takes a value, `--name` for a flag;
///   a short name (`-h`) where the option has one;
/// - a word that names an option is never taken as another option's value
///   (`--timeout --solutions` is a missing value, not a timeout of "--solutions");
/// - `--` ends the options: every word after it is an operand, as is `-` alone;
/// - an option given twice, an unknown option, a flag given a value, or an option missing its
///   value is a `UsageError`.
///
/// What the values mean (a number in a range, a file that must exist) each program reads
/// afterwards, from `values`, with the typed readers below or its own.
public struct CommandLineScan: Equatable, Sendable {
  /// The words that are not options, in order.
  public var operands: [String] = []
  /// Each option given, by its long name; a flag's value is "".
  public var values: [String: String] = [:]

  /// Scans `words` (without the program's name) for `options`.
  /// - Throws: `UsageError` naming the first word that breaks a rule.
  public init(_ words: [String], options: [CommandLineOption]) throws(UsageError) {
    var byName: [String: CommandLineOption] = [:]
    for option in options {
      byName[option.name] = option
      if let short = option.shortName { byName[short] = option }
    }
    var rest = words[...]
    var optionsEnded = false
    while let word = rest.popFirst() {
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        operands.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let equals = word.hasPrefix("--") ? word.firstIndex(of: "=") : nil
      let attached = equals.map { String(word[word.index(after: $0)...]) }
      let name = equals.map { String(word[..<$0]) } ?? word
      guard let option = byName[name] else { throw UsageError("unknown option '\(name)'") }
      var value = ""
      if option.takesValue {
        if let attached {
          value = attached
        } else if let next = rest.first, byName[next] == nil {
          value = next
          rest.removeFirst()
        }
        guard !value.isEmpty else {
          throw UsageError("\(option.name) needs \(option.valueExample)")
        }
      } else if attached != nil {
        throw UsageError("\(option.name) takes no value")
      }
      guard values.updateValue(value, forKey: option.name) == nil else {
        throw UsageError("\(option.name) is given twice")
      }
    }
  }

  /// Whether the flag or option was given.
  public func has(_ option: CommandLineOption) -> Bool { values[option.name] != nil }

  /// The option's value, if given.
  public subscript(_ option: CommandLineOption) -> String? { values[option.name] }

  /// The option's value as a whole number in `range`, if given.
  /// - Throws: `UsageError` showing the range, when the value is not a number in it.
  public func integer(_ option: CommandLineOption, in range: ClosedRange<Int>) throws(UsageError)
    -> Int?
  {
    let name = option.name
    guard let text = values[name] else { return nil }
    guard let number = Int(text), range.contains(number) else {
      throw UsageError(
        "\(name) needs a number from \(range.lowerBound) to \(range.upperBound) (not '\(text)')")
    }
    return number
  }
}
