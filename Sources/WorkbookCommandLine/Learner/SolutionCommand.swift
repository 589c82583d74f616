import Foundation
import WorkbookGrading

/// `swift run workbook solution [N]`: the reference solution of an exercise, to compare with
/// yours, shown only once yours passes (so that it is a comparison, not a shortcut).
///
/// N defaults to the last exercise known to pass. An exercise whose file changed since it was
/// last graded is graded first.
package struct SolutionCommand: ExerciseCommand, Equatable {
  package static let spec = CommandSpec(
    name: "solution", audience: .students, operands: "[N]", maxOperands: 1,
    summary: "the reference solution of N, once N passes",
    about: """
      Prints the reference solution of exercise N (default: the last one that passes) to \
      compare with yours. It is shown only once your exercise passes; N is graded first if \
      it changed since it was last graded.
      """,
    exitStatus: "0 when the solution is shown; 1 when N does not pass yet.")

  /// The exercise named, if any; else the last one known to pass.
  package var name: String?

  package init(name: String?) {
    self.name = name
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    let learner = try Learner(workspace)
    let exercise: Exercise
    if let name {
      exercise = try learner.exercise(named: name)
    } else {
      guard let last = learner.exercises.last(where: { learner.knownVerdict($0)?.passed == true })
      else {
        throw .failure(
          "no exercise passes yet; a solution is shown once its exercise passes")
      }
      exercise = last
    }
    var verdict = learner.knownVerdict(exercise)
    if verdict == nil {
      var options = GradingOptions()
      options.focus = [exercise.id]
      say("… grading \(exercise.id)")
      verdict = try Grader(workspace: workspace, options: options)
        .grade([exercise], of: learner.exercises)[exercise.id]
      if let verdict {
        var state = learner.state
        state.remember(verdict, for: exercise, in: workspace)
        try state.save(workspace)
      }
    }
    say(try Self.text(exercise, verdict: verdict ?? Verdict(status: .error), in: workspace))
    return 0
  }

  /// The solution with a heading when `verdict` passed; otherwise the failure that says why
  /// it is not shown yet.
  package static func text(
    _ exercise: Exercise, verdict: Verdict, in workspace: Workspace
  ) throws(CLIError) -> String {
    guard verdict.passed else {
      throw .failure(
        """
        \(exercise.id) does not pass yet (\(verdict.status.rawValue)); its reference solution \
        is shown once it passes. Check: swift run workbook watch \(exercise.id)
        """)
    }
    guard
      let solution = try? String(
        contentsOf: workspace.url(exercise.solutionPath), encoding: .utf8)
    else {
      throw .failure(
        "the reference solution of \(exercise.id) is missing (\(exercise.solutionPath))")
    }
    return """
      Reference solution of \(exercise.name)
        \(exercise.solutionPath)   (yours: \(exercise.path))

      \(solution)
      """
  }
}
