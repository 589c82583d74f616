import Foundation
import WorkbookGrading
import WorkbookTools

/// Turns the words after `swift run workbook` into an `Invocation`, or a usage error that
/// says what is wrong and how to get it right. A pure function of the words: nothing runs and
/// nothing is read until the whole command line is known to be right.
///
/// Options may come anywhere, before or after the command (`--timeout 30 grade` and
/// `grade --timeout 30` are the same), written by the rules every program of the workbook
/// follows (`CommandLineScan`). A command takes only its own options and the global ones, and
/// no more operands than its usage line shows.
package enum CommandParser {
  /// The command line `words` of `set`'s program.
  package static func parse(_ words: [String], in set: CommandSet = .workbook) throws(CLIError)
    -> Invocation
  {
    let scan: CommandLineScan
    do throws(UsageError) {
      scan = try CommandLineScan(words, options: set.everyOption)
    } catch {
      // Which command's help to point to: the first operand, if it names one.
      let named = words.first { !$0.hasPrefix("-") && set.named($0) != nil }
      throw .usage("\(error); try: \(helpCommand(named, in: set))")
    }
    let positionals = scan.operands
    var options = scan.values
    let packagePath = options.removeValue(forKey: CommandLineOption.packagePath.name)
    let wantsHelp = options.removeValue(forKey: CommandLineOption.help.name) != nil

    if positionals.isEmpty, wantsHelp {
      return Invocation(.help(nil), packagePath: packagePath)
    }
    guard let word = positionals.first ?? set.byDefault?.spec.name else {
      return Invocation(.help(nil), packagePath: packagePath)
    }
    if word == "help" {
      guard positionals.count <= 2, options.isEmpty else {
        let example = set.specs.last?.name ?? "COMMAND"
        throw .usage("help takes one command at most, such as: \(set.program) help \(example)")
      }
      let topic = try positionals.dropFirst().first.map { (name) throws(CLIError) in
        try lookup(name, in: set).spec.name
      }
      return Invocation(.help(topic), packagePath: packagePath)
    }
    let type = try lookup(word, in: set)
    let spec = type.spec
    if wantsHelp { return Invocation(.help(spec.name), packagePath: packagePath) }
    let allowed = Set(spec.options.map(\.name))
    if let stray = options.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw .usage(
        "\(spec.name) takes no option \(stray); try: \(helpCommand(spec.name, in: set))")
    }
    let operands = Array(positionals.dropFirst())
    if let max = spec.maxOperands, operands.count > max {
      let extra = operands[max...].map { "'\($0)'" }.joined(separator: " ")
      let form = ([spec.name] + (spec.operands.isEmpty ? [] : [spec.operands]))
        .joined(separator: " ")
      throw .usage(
        "unexpected \(extra): the form is \(form); try: \(helpCommand(spec.name, in: set))")
    }
    let command = try type.init(operands: operands, options: ParsedOptions(values: options))
    return Invocation(.command(command), packagePath: packagePath)
  }

  private static func lookup(_ word: String, in set: CommandSet) throws(CLIError)
    -> any WorkbookCommand.Type
  {
    guard let type = set.named(word) else {
      let names = set.specs.map(\.name).joined(separator: ", ")
      throw .usage("unknown command '\(word)'; the commands are \(names)")
    }
    return type
  }

  /// How to ask for help about what was typed: the command's help if it is one.
  private static func helpCommand(_ word: String?, in set: CommandSet) -> String {
    guard let word, let spec = set.named(word)?.spec else { return "\(set.program) --help" }
    return "\(set.program) \(spec.name) --help"
  }

}
