import Foundation
import WorkbookGrading

/// `swift run workbook watch [N]`: grades the current exercise each time its file is saved.
/// When it passes, it says so and where to compare with the reference solution, then waits
/// for Enter before it moves on to the next exercise (or, with no terminal to wait on, ends).
///
/// It reads the exercise's files twice a second rather than asking the system for change
/// events, so it works on any file system (network drives, containers, VMs). A change is
/// graded once the files have stopped changing (`SettledSave`), and a verdict is shown only
/// if the files still read as they did when grading began; else the new save is graded.
package struct WatchCommand: ExerciseCommand, Equatable {
  package static let spec = CommandSpec(
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
  package var name: String?

  package init(name: String?) {
    self.name = name
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    var learner = try Learner(workspace)
    var exercise = try learner.exercise(name)
    let grader = Grader(workspace: workspace, options: Self.options(watching: exercise))
    grader.report = { say("  \($0)") }
    let console = Console.standardOutput
    let interactive = isatty(STDIN_FILENO) == 1
    Self.announce(exercise)
    var seen = Self.settled(exercise, workspace)
    var passed = try Self.check(exercise, seen, &learner, grader, console)
    while true {
      if passed {
        let next = learner.next
        say(Self.afterPass(exercise, next: next, interactive: interactive))
        guard let next, interactive else { return 0 }
        // Wait for Enter, grading again if the file is saved meanwhile.
        while !Self.enterPressed() {
          guard SettledSave.contents(of: exercise, in: workspace) != seen else { continue }
          seen = Self.settled(exercise, workspace)
          passed = try Self.check(exercise, seen, &learner, grader, console)
          if !passed { break }
        }
        guard passed else { continue }
        exercise = next
        grader.options.focus = [next.id]
        Self.announce(exercise)
        seen = Self.settled(exercise, workspace)
        passed = try Self.check(exercise, seen, &learner, grader, console)
        continue
      }
      let watched = exercise
      passed = try Self.gradeEachSave(
        after: &seen, read: { SettledSave.contents(of: watched, in: workspace) },
        pause: {
          usleep(500_000)
          return true
        },
        grade: { files throws(CLIError) in
          try Self.check(watched, files, &learner, grader, console)
        })
    }
  }

  /// Grades each save of the files after `seen`, the files as last graded, and nothing
  /// else, until a grade passes: `watch`'s loop once a grade has failed. Its seams are what
  /// the loop reads, waits on and grades, so that a test can script the saves.
  /// - Parameters:
  ///   - seen: the files as last graded; on return, those graded last.
  ///   - read: the exercise's files as they are now (`SettledSave.contents`).
  ///   - pause: waits before the next read (half a second in `watch`); false ends the
  ///     watch. Only a test's does, once its saves are spent: Ctrl-C ends `watch`.
  ///   - grade: grades files as read, says the verdict, and tells whether they passed.
  /// - Returns: whether a grade passed; false when `pause` ended the watch first.
  package static func gradeEachSave(
    after seen: inout Data?, read: () -> Data?, pause: () -> Bool,
    grade: (Data?) throws(CLIError) -> Bool
  ) throws(CLIError) -> Bool {
    while pause() {
      guard read() != seen else { continue }
      seen = SettledSave.wait(read: read, pause: { _ = pause() })
      if try grade(seen) { return true }
    }
    return false
  }

  /// How a watch on `exercise` grades: its build holds that exercise and its grader alone,
  /// so that a save rebuilds one grader, and another exercise's compile error is not its.
  package static func options(watching exercise: Exercise) -> GradingOptions {
    var options = GradingOptions()
    options.focus = [exercise.id]
    return options
  }

  /// What `watch` says once `exercise` passes: where its reference solution is, and how to go
  /// on (Enter in a terminal; the command to run otherwise).
  package static func afterPass(_ exercise: Exercise, next: Exercise?, interactive: Bool) -> String
  {
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

  /// The exercise's files once a save is whole: read again every half second until two reads
  /// agree.
  private static func settled(_ exercise: Exercise, _ workspace: Workspace) -> Data? {
    SettledSave.wait(
      read: { SettledSave.contents(of: exercise, in: workspace) }, pause: { usleep(500_000) })
  }

  /// Grades `exercise`, whose files read `files` when grading began, and prints the verdict;
  /// returns whether it passed. A verdict on files saved again meanwhile is not shown: the
  /// caller sees the new save and grades it.
  private static func check(
    _ exercise: Exercise, _ files: Data?, _ learner: inout Learner, _ grader: Grader,
    _ console: Console
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
    guard SettledSave.contents(of: exercise, in: learner.workspace) == files else {
      say("  (saved again while it was graded: grading the new save)")
      return false
    }
    learner.state.remember(verdict, for: exercise, in: learner.workspace)
    try learner.state.save(learner.workspace)
    for line in verdictLines(exercise, verdict, seconds: seconds, console: console) {
      say(line)
    }
    return verdict.passed
  }

  /// The verdict as `watch` prints it, each line at most the console's width, broken between
  /// words (`TextLayout.wrap`, as `grade` wraps its table), so that a terminal never breaks a
  /// word.
  package static func verdictLines(
    _ exercise: Exercise, _ verdict: Verdict, seconds: String, console: Console
  ) -> [String] {
    let symbol = console.symbol(verdict)
    if verdict.passed {
      return ["\(symbol) \(exercise.id) passes (graded in \(seconds))."]
    }
    // The symbol may carry colour codes: wrap the plain text, then put it in.
    let head =
      "\(verdict.symbol) \(exercise.id) \(verdict.status.rawValue) (graded in \(seconds)): "
    var lines = indented(head + verdict.message, by: 4, width: console.width)
    lines[0] = symbol + lines[0].dropFirst(verdict.symbol.count)
    for detail in verdict.details.prefix(3) {
      lines += indented(detail, by: 4, width: console.width, first: 4)
    }
    lines += indented("Read: \(exercise.taughtIn)", by: 4, width: console.width, first: 2)
    lines.append("  Stuck? swift run workbook hint \(exercise.id)")
    return lines
  }

  /// `text` wrapped to `width`, its first line indented by `first` spaces, the others by
  /// `indent` (no less than `first`).
  private static func indented(_ text: String, by indent: Int, width: Int, first: Int = 0)
    -> [String]
  {
    TextLayout.wrap(text, width: width - indent).enumerated().map { index, line in
      String(repeating: " ", count: index == 0 ? first : indent) + line
    }
  }

  /// Waits up to half a second for a line on the terminal; true when Enter was pressed.
  private static func enterPressed() -> Bool {
    var input = pollfd(fd: STDIN_FILENO, events: Int16(POLLIN), revents: 0)
    guard poll(&input, 1, 500) > 0 else { return false }
    _ = readLine()
    return true
  }
}
