import Foundation

/// `swift run workbook watch [N]`: grades the current exercise each time its file is saved,
/// and moves on to the next one when it passes.
///
/// It polls the file's modification time twice a second rather than asking the system for
/// change events, so it works on any file system (network drives, containers, VMs).
enum WatchCommand {
  static func run(_ arguments: Arguments, _ workspace: Workspace) throws(CLIError) -> Int32 {
    try arguments.rejectUnknownOptions()
    var learner = try Learner(workspace)
    var exercise = try learner.exercise(arguments.operands)
    var options = GradingOptions()
    options.focus = exercise.id
    let grader = Grader(workspace: workspace, options: options)
    grader.report = { say("  \($0)") }
    announce(exercise)
    var seen = modified(exercise, workspace)
    try check(exercise, &learner, grader)
    while true {
      usleep(500_000)
      let now = modified(exercise, workspace)
      guard now != seen else { continue }
      seen = now
      guard try check(exercise, &learner, grader) else { continue }
      guard let next = learner.next else {
        say("\nEvery exercise passes. Well done!")
        return 0
      }
      exercise = next
      grader.options.focus = next.id
      announce(exercise)
      seen = modified(exercise, workspace)
      try check(exercise, &learner, grader)
    }
  }

  private static func announce(_ exercise: Exercise) {
    say(
      """

      Watching \(exercise.name)
        \(exercise.path)
      Save the file to have it graded; Ctrl-C to stop.
      """)
  }

  /// Grades `exercise` and prints the verdict; returns whether it passed.
  @discardableResult
  private static func check(
    _ exercise: Exercise, _ learner: inout Learner, _ grader: Grader
  ) throws(CLIError) -> Bool {
    if exercise.isMarked(in: learner.workspace) {
      say(
        """
        · \(exercise.id) is not started: delete the line "\(Exercise.marker) …" at the top \
        of its file, and save, to have it graded.
        """)
      return false
    }
    say("… grading \(exercise.id)")
    let start = Date()
    let verdict =
      try grader.grade([exercise], of: learner.exercises)[exercise.id] ?? Verdict(status: .error)
    let seconds = String(format: "%.1f s", Date().timeIntervalSince(start))
    learner.state.remember(verdict, for: exercise, in: learner.workspace)
    try learner.state.save(learner.workspace)
    if verdict.passed {
      say("✓ \(exercise.id) passes (graded in \(seconds)).")
      return true
    }
    say(
      "\(verdict.symbol) \(exercise.id) \(verdict.status.rawValue) (graded in \(seconds)): \(verdict.message)"
    )
    for detail in verdict.details.prefix(3) { say("    \(detail)") }
    say("  Stuck? swift run workbook hint \(exercise.id)")
    return false
  }

  private static func modified(_ exercise: Exercise, _ workspace: Workspace) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: workspace.url(exercise.path).path)
    return attributes?[.modificationDate] as? Date
  }
}
