import Checkpoints
import Foundation

/// Turns the words after `swift run workbook` into an `Invocation`, or a usage error that
/// says what is wrong and how to get it right. A pure function of the words: nothing runs and
/// nothing is read until the whole command line is known to be right.
///
/// Options may come anywhere, before or after the command (`--timeout 30 grade` and
/// `grade --timeout 30` are the same), as `--name value` or `--name=value`; `--` ends them.
/// A command takes only its own options and the global ones, and no more operands than its
/// usage line shows.
enum CommandParser {
  static func parse(_ words: [String]) throws(CLIError) -> Invocation {
    var positionals: [String] = []
    var options: [String: String] = [:]  // by the option's long name; "" for a flag
    var index = 0
    var optionsEnded = false
    while index < words.count {
      let word = words[index]
      index += 1
      if optionsEnded || !word.hasPrefix("-") || word == "-" {
        positionals.append(word)
        continue
      }
      if word == "--" {
        optionsEnded = true
        continue
      }
      let parts = word.split(separator: "=", maxSplits: 1).map(String.init)
      guard let option = CommandSpec.everyOption[parts[0]] else {
        throw .usage("unknown option '\(parts[0])'; try: \(helpCommand(positionals.first))")
      }
      var value = ""
      if let name = option.value {
        if parts.count == 2 {
          value = parts[1]
        } else if index < words.count, CommandSpec.everyOption[words[index]] == nil {
          value = words[index]
          index += 1
        }
        if value.isEmpty {
          throw .usage("\(option.name) needs a value, such as \(option.name) \(example(name))")
        }
      } else if parts.count == 2 {
        throw .usage("\(option.name) takes no value ('\(word)')")
      }
      guard options.updateValue(value, forKey: option.name) == nil else {
        throw .usage("\(option.name) is given twice")
      }
    }
    let packagePath = options.removeValue(forKey: "--package-path")
    let wantsHelp = options.removeValue(forKey: "--help") != nil

    if positionals.isEmpty, wantsHelp {
      return Invocation(command: .help(nil), packagePath: packagePath)
    }
    let word = positionals.first ?? CommandSpec.Name.progress.rawValue
    if word == "help" {
      guard positionals.count <= 2, options.isEmpty else {
        throw .usage("help takes one command at most, such as: swift run workbook help grade")
      }
      let topic = try positionals.dropFirst().first.map { (name) throws(CLIError) in
        try lookup(name).name
      }
      return Invocation(command: .help(topic), packagePath: packagePath)
    }
    let spec = try lookup(word)
    if wantsHelp { return Invocation(command: .help(spec.name), packagePath: packagePath) }
    let allowed = Set(spec.options.map(\.name))
    if let stray = options.keys.sorted().first(where: { !allowed.contains($0) }) {
      throw .usage(
        "\(spec.name.rawValue) takes no option \(stray); try: \(helpCommand(spec.name.rawValue))")
    }
    let operands = Array(positionals.dropFirst())
    if let max = spec.maxOperands, operands.count > max {
      let extra = operands[max...].map { "'\($0)'" }.joined(separator: " ")
      let form = ([spec.name.rawValue] + (spec.operands.isEmpty ? [] : [spec.operands]))
        .joined(separator: " ")
      throw .usage(
        "unexpected \(extra): the form is \(form); try: \(helpCommand(spec.name.rawValue))")
    }
    let command = try command(spec.name, operands, options)
    return Invocation(command: command, packagePath: packagePath)
  }

  /// The typed command, from operands already counted and options already allowed.
  private static func command(
    _ name: CommandSpec.Name, _ operands: [String], _ options: [String: String]
  ) throws(CLIError) -> Command {
    switch name {
    case .progress:
      return .progress
    case .hint:
      let all = options["--all"] != nil
      guard operands.count == 2 else {
        return .hint(exercise: operands.first, all ? .seen : .next)
      }
      guard let tier = Int(operands[1]), tier > 0 else {
        throw .usage(
          "hint's second operand is a tier, a number such as 2 (not '\(operands[1])'): "
            + "swift run workbook hint \(operands[0]) 2")
      }
      guard !all else { throw .usage("hint takes a tier or --all, not both") }
      return .hint(exercise: operands[0], .tier(tier))
    case .watch:
      return .watch(exercise: operands.first)
    case .solution:
      return .solution(exercise: operands.first)
    case .reset:
      let confirmed = options["--yes"] != nil
      switch (operands.first, options["--all"] != nil) {
      case (let exercise?, false): return .reset(.exercise(exercise), confirmed: confirmed)
      case (nil, true): return .reset(.all, confirmed: confirmed)
      case (_?, true): throw .usage("reset takes an exercise or --all, not both")
      case (nil, false):
        throw .usage(
          "reset needs an exercise's number or --all, such as: swift run workbook reset 1.2")
      }
    case .predict:
      return try predict(operands.first, answers: options["--answer"])
    case .grade:
      var grading = try gradingOptions(options)
      grading.solutions = options["--solutions"] != nil
      grading.ignoreMarkers = options["--ignore-markers"] != nil
      return .grade(exercises: operands, grading, output: options["--output"])
    case .verify:
      return .verify(try gradingOptions(options))
    case .submissions:
      var grading = try gradingOptions(options)
      if options["--scratch-path"] == nil { grading.scratchPath = ".build-submissions" }
      grading.lanes = 2
      if let text = options["--lanes"] {
        guard let lanes = Int(text), lanes > 0 else {
          throw .usage("--lanes needs a number of lanes, such as --lanes 2 (not '\(text)')")
        }
        grading.lanes = lanes
      }
      return .submissions(names: operands, grading)
    case .mutants:
      return .mutants(words: operands, try mutantOptions(options))
    }
  }

  /// `predict CHAPTER [--answer ANSWERS]`: a chapter that has a checkpoint, and answers that
  /// fit its questions.
  private static func predict(_ operand: String?, answers: String?) throws(CLIError) -> Command {
    let chapters = Checkpoint.all.map(\.chapter)
    let range = "\(chapters.min() ?? 1) to \(chapters.max() ?? 9)"
    guard let operand else {
      throw .usage(
        "predict needs a chapter's number, \(range), such as: swift run workbook predict 3")
    }
    guard let chapter = Int(operand), let checkpoint = Checkpoint.chapter(chapter) else {
      throw .usage("predict takes a chapter's number, \(range) (not '\(operand)')")
    }
    return .predict(
      chapter: chapter,
      answers: try answers.map { (text) throws(CLIError) in
        try PredictCommand.answers(text, for: checkpoint)
      })
  }

  private static func mutantOptions(_ options: [String: String]) throws(CLIError)
    -> MutantOptions
  {
    var mutants = MutantOptions()
    let grading = try gradingOptions(options)
    if options["--scratch-path"] != nil { mutants.scratchPath = grading.scratchPath }
    if options["--timeout"] != nil { mutants.timeout = grading.timeout }
    mutants.changedSince = options["--changed-since"]
    if let text = options["--budget"] {
      guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
        throw .usage("--budget needs a number of seconds, such as --budget 300 (not '\(text)')")
      }
      mutants.budget = seconds
    }
    if let text = options["--share"] {
      let parts = text.split(separator: "/").compactMap { Int($0) }
      guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
        throw .usage("--share needs a share and a count, such as --share 0/4 (not '\(text)')")
      }
      mutants.share = MutantOptions.Share(index: parts[0], count: parts[1])
    }
    return mutants
  }

  private static func gradingOptions(_ options: [String: String]) throws(CLIError)
    -> GradingOptions
  {
    var grading = GradingOptions()
    if let path = options["--scratch-path"] { grading.scratchPath = path }
    if let text = options["--timeout"] {
      guard let seconds = Double(text), seconds > 0, seconds.isFinite else {
        throw .usage("--timeout needs a number of seconds, such as --timeout 30 (not '\(text)')")
      }
      grading.timeout = seconds
    }
    return grading
  }

  private static func lookup(_ word: String) throws(CLIError) -> CommandSpec {
    guard let spec = CommandSpec.named(word) else {
      let names = CommandSpec.all.map(\.name.rawValue).joined(separator: ", ")
      throw .usage("unknown command '\(word)'; the commands are \(names)")
    }
    return spec
  }

  /// How to ask for help about what was typed: the command's help if it is one.
  private static func helpCommand(_ word: String?) -> String {
    guard let word, let spec = CommandSpec.named(word) else { return "swift run workbook --help" }
    return "swift run workbook \(spec.name.rawValue) --help"
  }

  /// A value that fits an option whose value is called `valueName`, for messages.
  static func example(_ valueName: String) -> String {
    switch valueName {
    case "SECONDS": "30"
    case "FOLDER": "path/to/folder"
    case "REVISION": "HEAD~1"
    case "I/N": "0/4"
    case "N": "2"
    case "ANSWERS": "\"B A C; A\""
    default: valueName
    }
  }
}
