import Checkpoints
import WorkbookGrading

/// `swift run workbook` (or `progress`, or `list`): what is done, what is not, and which
/// exercise is next.
package struct ProgressCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "progress", aliases: ["list"], audience: .students,
    summary: "what is done, and the next exercise (the default)",
    about: """
      Lists every exercise with its state (passed ✓, failed ✗, not started ·) and names the \
      next one to do: the one you started whose file you saved last, or once it passes, the \
      next after it that does not pass. \
      Exercises whose files changed since they were last graded are graded first.
      """,
    exitStatus: "0 once it has listed the exercises; 1 when it could not grade them.")

  package init() {}

  package init(operands: [String], options: ParsedOptions) {
    self.init()
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    let console = Console.standardOutput
    var learner = try Learner(workspace)
    let verdicts = try learner.refresh(
      using: Grader(workspace: workspace, options: GradingOptions()))
    let done = learner.exercises.filter { verdicts[$0.id]?.passed == true }
    say("\nExercises: \(done.count) of \(learner.exercises.count) done\n")
    var chapter = ""
    for exercise in learner.exercises {
      if exercise.chapterFolder != chapter {
        Self.sayCheckpoint(of: chapter, learner.state)
        chapter = exercise.chapterFolder
        say("  \(chapter)")
      }
      let verdict = verdicts[exercise.id] ?? Verdict(status: .error)
      let status = verdict.passed ? "" : "  (\(verdict.status.rawValue))"
      say("    \(console.symbol(verdict)) \(exercise.name)\(status)")
    }
    Self.sayCheckpoint(of: chapter, learner.state)
    guard let next = learner.current(passing: { verdicts[$0.id]?.passed == true }) else {
      say("\nEvery exercise passes. Well done!")
      return 0
    }
    say(
      """

      Next: \(next.name)
        open   \(next.path)
        watch  swift run workbook watch \(next.id)    (grades it each time you save)
        hint   swift run workbook hint \(next.id)     (one hint at a time)
      """)
    if let verdict = verdicts[next.id], verdict.status != .notStarted {
      say("  last result: \(verdict.status.rawValue): \(verdict.message)")
    }
    return 0
  }

  /// The checkpoint line under a chapter's exercises (`01-single-threaded` is chapter 1), if
  /// the chapter has a checkpoint.
  private static func sayCheckpoint(of chapterFolder: String, _ state: LearnerState) {
    guard let number = Int(chapterFolder.prefix { $0.isNumber }),
      Checkpoint.chapter(number) != nil
    else { return }
    say("    ◇ \(state.checkpointLine(number))")
  }
}
