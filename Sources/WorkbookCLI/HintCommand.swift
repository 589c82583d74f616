import Foundation

/// `swift run workbook hint [N]`: the next tier of help each time it is asked, a nudge
/// first, then the concept with the talk's timestamp, then nearly the answer.
enum HintCommand {
  static func run(_ arguments: Arguments, _ workspace: Workspace) throws(CLIError) -> Int32 {
    try arguments.rejectUnknownOptions()
    var learner = try Learner(workspace)
    let exercise = try learner.exercise(arguments.operands)
    guard !exercise.hints.isEmpty else {
      throw CLIError("exercise \(exercise.id) has no hints in its README")
    }
    let shown = learner.state.hintsShown[exercise.id] ?? 0
    let number = min(shown + 1, exercise.hints.count)
    let hint = exercise.hints[number - 1]
    let title = hint.title.replacingOccurrences(
      of: "Hint \(number)", with: "Hint \(number) of \(exercise.hints.count)")
    say(
      """
      Exercise \(exercise.name)
      \(title)

      \(hint.text)

      """)
    if number < exercise.hints.count {
      say("Run `swift run workbook hint \(exercise.id)` again for the next hint.")
    } else {
      say(
        "That was the last hint. Every hint is also in Exercises/\(exercise.chapterFolder)/README.md."
      )
    }
    learner.state.hintsShown[exercise.id] = number
    try learner.state.save(workspace)
    return 0
  }
}
