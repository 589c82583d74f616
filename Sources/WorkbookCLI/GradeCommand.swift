import Foundation

/// `swift run workbook grade`: grades every exercise (or those named) separately, prints the
/// scorecard and writes the results for GitHub Classroom (`autograding.json`) and in
/// Exercism's format (`results.json`).
///
/// It exits 0 once grading has run, whatever the scores, as autograders expect; only a
/// problem with the command itself exits otherwise.
enum GradeCommand {
  static func run(_ arguments: Arguments, _ workspace: Workspace) throws(CLIError) -> Int32 {
    var arguments = arguments
    let (options, output) = try options(&arguments)
    try arguments.rejectUnknownOptions()
    var learner = try Learner(workspace)
    let selected = try arguments.operands.map { (name) throws(CLIError) in
      try learner.exercise(named: name)
    }
    let exercises = selected.isEmpty ? learner.exercises : selected
    let source = options.solutions ? "reference solutions" : "exercises"
    say("Grading \(exercises.count) \(source) in \(workspace.root.path)")
    let start = Date()
    let verdicts = try Grader(workspace: workspace, options: options).grade(
      exercises, of: learner.exercises)
    say(String(format: "Graded in %.1f s\n", Date().timeIntervalSince(start)))
    say(Scorecard(exercises: exercises, verdicts: verdicts).render())

    let folder = workspace.root.appendingPathComponent(output)
    let classroom = Reports.classroom(exercises, verdicts, options: options)
    try Reports.write(classroom, to: folder.appendingPathComponent("autograding.json"))
    try Reports.write(
      Reports.exercism(exercises, verdicts), to: folder.appendingPathComponent("results.json"))
    try Reports.publishToGitHubActions(classroom)
    say(
      "\nWrote \(output)/autograding.json (GitHub Classroom) and \(output)/results.json (Exercism)")

    if !options.solutions, !options.ignoreMarkers {
      for exercise in exercises {
        if let verdict = verdicts[exercise.id] {
          learner.state.remember(verdict, for: exercise, in: workspace)
        }
      }
      try learner.state.save(workspace)
    }
    return 0
  }

  /// The grading options on the command line, and the output folder.
  static func options(_ arguments: inout Arguments) throws(CLIError) -> (GradingOptions, String) {
    var options = GradingOptions()
    options.solutions = arguments.flag("--solutions")
    options.ignoreMarkers = arguments.flag("--ignore-markers")
    if let path = try arguments.value("--scratch-path") { options.scratchPath = path }
    if let text = try arguments.value("--timeout") {
      guard let seconds = Double(text), seconds > 0 else {
        throw CLIError("--timeout needs a number of seconds, such as --timeout 30")
      }
      options.timeout = seconds
    }
    return (options, try arguments.value("--output") ?? "grading-results")
  }
}
