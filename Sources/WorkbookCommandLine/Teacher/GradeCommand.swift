import Foundation
import WorkbookGrading

/// `swift run workbook grade`: grades every exercise (or those named) separately, prints the
/// scorecard and writes the results for GitHub Classroom (`autograding.json`) and in
/// Exercism's format (`results.json`).
///
/// It exits 0 once grading has run, whatever the scores, as autograders expect; only a
/// problem with the command itself exits otherwise.
package struct GradeCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "grade", audience: .teachers, operands: "[N…]", maxOperands: nil,
    summary: "grade every exercise (or those named): scorecard and JSON",
    about: """
      Grades every exercise (or those named) separately, prints a scorecard, and writes \
      autograding.json (GitHub Classroom) and results.json (Exercism). An exercise that \
      does not compile, crashes or hangs is marked so; the others are still graded.
      """,
    options: CommandSpec.gradingOptions + [
      .output, .solutions, .ignoreMarkers,
    ],
    exitStatus: """
      0 once grading has run, whatever the scores; 1 when the results cannot be written.
      """)

  /// The exercises named; none for every exercise.
  package var names: [String]
  package var options: GradingOptions
  /// `--output FOLDER`, from the current folder; nil for the workbook's `grading-results`.
  package var output: String?

  package init(names: [String], _ options: GradingOptions, output: String?) {
    self.names = names
    self.options = options
    self.output = output
  }

  package init(operands: [String], options: ParsedOptions) throws(CLIError) {
    var grading = try GradingOptions(parsing: options)
    grading.solutions = options.has(.solutions)
    grading.ignoreMarkers = options.has(.ignoreMarkers)
    self.init(names: operands, grading, output: options[.output])
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    let learner = try Learner(workspace)
    let selected = try names.map { (name) throws(CLIError) in try learner.exercise(named: name) }
    let exercises = selected.isEmpty ? learner.exercises : selected
    say(
      "\(Self.announcement(exercises.count, solutions: options.solutions)) in \(workspace.root.path)"
    )
    let start = Date()
    var grading = options
    if !selected.isEmpty { grading.focus = Set(selected.map(\.id)) }
    let verdicts = try Grader(workspace: workspace, options: grading).grade(
      exercises, of: learner.exercises)
    say(String(format: "Graded in %.1f s\n", Date().timeIntervalSince(start)))
    say(
      Scorecard(exercises: exercises, verdicts: verdicts).render(
        width: Console.standardOutput.width))

    // A grade of some exercises leaves the workbook's grading-results, a whole grade, as it
    // was: its scorecard would otherwise lose every exercise not named.
    if !selected.isEmpty, output == nil {
      say(
        "\nNo files written: grading-results/ holds a grade of every exercise "
          + "(--output FOLDER writes this one's).")
      return try Self.remember(verdicts, of: exercises, learner, options, workspace)
    }
    // --output is a path from the current folder, as a shell user expects; by default the
    // results go in the workbook's own grading-results folder.
    let folder =
      output.map { URL(fileURLWithPath: $0).standardizedFileURL }
      ?? workspace.url("grading-results")
    let shown = output ?? workspace.relative(folder)
    let classroom = Reports.classroom(exercises, verdicts, options: options)
    try Reports.write(classroom, to: folder.appendingPathComponent("autograding.json"))
    try Reports.write(
      Reports.exercism(exercises, of: learner.exercises, verdicts, workspace: workspace),
      to: folder.appendingPathComponent("results.json"))
    try Reports.publishToGitHubActions(classroom)
    say(
      "\nWrote \(shown)/autograding.json (GitHub Classroom) and \(shown)/results.json (Exercism)")
    return try Self.remember(verdicts, of: exercises, learner, options, workspace)
  }

  /// Keeps the student's own verdicts in the learner's state (`progress` shows them); a
  /// grade of the reference solutions or of unstarted files is not the student's.
  private static func remember(
    _ verdicts: [String: Verdict], of exercises: [Exercise], _ learner: Learner,
    _ options: GradingOptions, _ workspace: Workspace
  ) throws(CLIError) -> Int32 {
    guard !options.solutions, !options.ignoreMarkers else { return 0 }
    var learner = learner
    for exercise in exercises {
      if let verdict = verdicts[exercise.id] {
        learner.state.remember(verdict, for: exercise, in: workspace)
      }
    }
    try learner.state.save(workspace)
    return 0
  }

  /// `Grading 1 exercise`, `Grading 10 reference solutions`.
  package static func announcement(_ count: Int, solutions: Bool) -> String {
    "Grading " + TextLayout.count(count, solutions ? "reference solution" : "exercise")
  }
}
