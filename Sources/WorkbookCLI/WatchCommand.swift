import Foundation

/// `swift run workbook watch [N]`: grades the current exercise each time its file is saved.
/// When it passes, it says so and where to compare with the reference solution, then waits
/// for Enter before it moves on to the next exercise (or, with no terminal to wait on, ends).
///
/// It polls the file's modification time twice a second rather than asking the system for
/// change events, so it works on any file system (network drives, containers, VMs).
struct WatchCommand: ExerciseCommand, Equatable {
  static let spec = CommandSpec(
    name: "watch", audience: .students, operands: "[N]", maxOperands: 1,
    summary: "grade exercise N each time you save its file",
    about: """
      Grades exercise N (default: the one you are on) now and each time its file is saved. \
      When it passes, says so and where the reference solution is; press Enter to go on to \
      the next exercise. Ctrl-C stops it.
      """,
    exitStatus: """
      0 when every exercise passes, or when N passes and there is no terminal to wait on; \
      1 when it could not grade.
      """)

  /// The exercise named, if any; else the one the learner is on.
  var name: String?

  func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    var learner = try Learner(workspace)
    var exercise = try learner.exercise(name)
    let grader = Grader(workspace: workspace, options: Self.options(watching: exercise))
    grader.report = { say("  \($0)") }
    let console = Console.standardOutput
    let interactive = isatty(STDIN_FILENO) == 1
    Self.announce(exercise)
    var seen = Self.modified(exercise, workspace)
    var passed = try Self.check(exercise, &learner, grader, console)
    while true {
      if passed {
        let next = learner.next
        say(Self.afterPass(exercise, next: next, interactive: interactive))
        guard let next, interactive else { return 0 }
        // Wait for Enter, grading again if the file is saved meanwhile.
        while !Self.enterPressed() {
          let now = Self.modified(exercise, workspace)
          guard now != seen else { continue }
          seen = now
          passed = try Self.check(exercise, &learner, grader, console)
          if !passed { break }
        }
        guard passed else { continue }
        exercise = next
        grader.options.focus = [next.id]
        Self.announce(exercise)
        seen = Self.modified(exercise, workspace)
        passed = try Self.check(exercise, &learner, grader, console)
        continue
      }
      usleep(500_000)
      let now = Self.modified(exercise, workspace)
      guard now != seen else { continue }
      seen = now
      passed = try Self.check(exercise, &learner, grader, console)
    }
  }

  /// How a watch on `exercise` grades: its build holds that exercise and its grader alone,
  /// so that a save rebuilds one grader, and another exercise's compile error is not its.
  static func options(watching exercise: Exercise) -> GradingOptions {
    var options = GradingOptions()
    options.focus = [exercise.id]
    return options
  }

  /// What `watch` says once `exercise` passes: where its reference solution is, and how to go
  /// on (Enter in a terminal; the command to run otherwise).
  static func afterPass(_ exercise: Exercise, next: Exercise?, interactive: Bool) -> String {
    var lines = [
      "",
      "Compare with the reference solution: swift run workbook solution \(exercise.id)",
      "  (\(exercise.solutionPath))",
    ]
    if let next {
      lines.append(
        interactive
          ? "Press Enter for the next exercise, \(next.name); Ctrl-C to stop."
          : "Next: swift run workbook watch \(next.id)")
    } else {
      lines.append("Every exercise passes. Well done!")
    }
    return lines.joined(separator: "\n")
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
  private static func check(
    _ exercise: Exercise, _ learner: inout Learner, _ grader: Grader, _ console: Console
  ) throws(CLIError) -> Bool {
    if exercise.isMarked(in: learner.workspace) {
      say(
        """
        · \(exercise.id) is not started: delete the line "\(Exercise.marker) …" at the top \
        of its file, and save, to have it graded.
        """)
      let start = Date()
      say("  Building its grader meanwhile, so that a save is graded in seconds…")
      try grader.prepare(learner.exercises)
      say(String(format: "  Ready (%.0f s).", Date().timeIntervalSince(start)))
      return false
    }
    say("… grading \(exercise.id)")
    let start = Date()
    let verdict =
      try grader.grade([exercise], of: learner.exercises)[exercise.id] ?? Verdict(status: .error)
    let seconds = String(format: "%.1f s", Date().timeIntervalSince(start))
    learner.state.remember(verdict, for: exercise, in: learner.workspace)
    try learner.state.save(learner.workspace)
    let symbol = console.symbol(verdict)
    if verdict.passed {
      say("\(symbol) \(exercise.id) passes (graded in \(seconds)).")
      return true
    }
    say(
      "\(symbol) \(exercise.id) \(verdict.status.rawValue) (graded in \(seconds)): \(verdict.message)"
    )
    for detail in verdict.details.prefix(3) { say("    \(detail)") }
    say("  Read: \(exercise.taughtIn)")
    say("  Stuck? swift run workbook hint \(exercise.id)")
    return false
  }

  /// Waits up to half a second for a line on the terminal; true when Enter was pressed.
  private static func enterPressed() -> Bool {
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, 500) > 0 else { return false }
    _ = readLine()
    return true
  }

  private static func modified(_ exercise: Exercise, _ workspace: Workspace) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: workspace.url(exercise.path).path)
    return attributes?[.modificationDate] as? Date
  }
}
