/// Runs a parsed command in a workbook: each case goes to the type that does it.
enum CommandRunner {
  static func run(_ command: Command, in workspace: Workspace) throws(CLIError) -> Int32 {
    switch command {
    case .progress:
      return try ProgressCommand.run(workspace)
    case .hint(let exercise, let request):
      return try HintCommand.run(exercise, request, workspace)
    case .watch(let exercise):
      return try WatchCommand.run(exercise, workspace)
    case .solution(let exercise):
      return try SolutionCommand.run(exercise, workspace)
    case .reset(let target, let confirmed):
      return try ResetCommand.run(target, confirmed: confirmed, workspace)
    case .predict(let chapter, let answers):
      return try PredictCommand.run(chapter, answers: answers, workspace)
    case .grade(let exercises, let options, let output):
      return try GradeCommand.run(exercises, options, output: output, workspace)
    case .verify(let options):
      return try VerifyCommand.run(options, workspace)
    case .submissions(let names, let options):
      return try SubmissionsCommand.run(names, options, workspace)
    case .mutants(let words, let options):
      return try MutantsCommand.run(words, options, workspace)
    case .help(let name):
      say(name.map(Help.command) ?? Help.overview())
      return 0
    }
  }
}
