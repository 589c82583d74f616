import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// `swift run workbook-dev verify`, for maintainers and CI: every exercise is complete, every
/// starter fails its grader for the intended reason, and every reference solution passes.
///
/// "The intended reason" is the README's `<!-- starter fails: TEXT -->`: TEXT must appear in
/// one of the grader's failure messages for the untouched starter. Run it in a clean clone:
/// it also checks that each exercise file is the starter git holds, the one `reset` restores
/// (so what is verified is what a student gets back). Outside a git checkout, or without git,
/// that one check is skipped, with a note.
struct VerifyCommand: WorkbookCommand, Equatable {
  static let spec = CommandSpec(
    name: "verify", audience: .maintainers,
    summary: "every starter fails for its reason, every solution passes",
    about: """
      Checks that every exercise is complete, that each starter is the one git holds (what \
      reset restores), that every starter fails its grader for the reason its README names, \
      and that every reference solution passes. CI runs it in a clean clone.
      """,
    options: CommandSpec.gradingOptions,
    exitStatus: "0 when every check holds; 1 when one does not (each is listed).")

  var options: GradingOptions

  init(_ options: GradingOptions) {
    self.options = options
  }

  init(operands: [String], options: ParsedOptions) throws(CLIError) {
    self.init(try GradingOptions(parsing: options))
  }

  func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    var options = options
    let exercises = try Learner(workspace).exercises
    var problems = exercises.flatMap { Self.layoutProblems($0, workspace) }
    problems += try Self.starterProblems(exercises, StarterHistory(workspace))

    say("Grading every starter as if started…")
    options.ignoreMarkers = true
    let starters = try Grader(workspace: workspace, options: options).grade(
      exercises, of: exercises)
    say(
      Scorecard(exercises: exercises, verdicts: starters).render(
        width: Console.standardOutput.width))
    for exercise in exercises {
      let verdict = starters[exercise.id] ?? Verdict(status: .error)
      let said = ([verdict.message] + verdict.details).joined(separator: "\n").lowercased()
      if verdict.status != .failed {
        problems.append(
          "\(exercise.id): the starter should fail its grader, but: \(verdict.status.rawValue)")
      } else if let reason = exercise.starterFails, !said.contains(reason.lowercased()) {
        problems.append(
          "\(exercise.id): the starter fails, but no message says \"\(reason)\": \(verdict.message)"
        )
      }
    }

    say("\nGrading every reference solution…")
    options.ignoreMarkers = false
    options.solutions = true
    let solutions = try Grader(workspace: workspace, options: options).grade(
      exercises, of: exercises)
    say(
      Scorecard(exercises: exercises, verdicts: solutions).render(
        width: Console.standardOutput.width))
    for exercise in exercises where solutions[exercise.id]?.passed != true {
      let verdict = solutions[exercise.id] ?? Verdict(status: .error)
      problems.append("\(exercise.id): the solution \(verdict.status.rawValue): \(verdict.message)")
    }

    guard problems.isEmpty else {
      say("\nverify found \(TextLayout.count(problems.count, "problem")):")
      for problem in problems { say("  - \(problem)") }
      return 1
    }
    say(
      "\nverify: \(exercises.count) exercises; every starter fails for its reason, every solution passes."
    )
    return 0
  }

  /// The exercise files that are not the starter git holds; none, with a note, when git's
  /// history cannot be read.
  static func starterProblems(
    _ exercises: [Exercise], _ history: StarterHistory
  ) throws(CLIError) -> [String] {
    do { try history.checkRepository() } catch {
      say("note: each starter was not compared with git's, because \(error)")
      return []
    }
    var problems: [String] = []
    for exercise in exercises {
      let current = try? String(contentsOf: history.workspace.url(exercise.path), encoding: .utf8)
      do {
        let starter = try history.starter(of: exercise)
        if current != starter.text {
          problems.append(
            """
            \(exercise.id): \(exercise.path) is not the starter git holds (commit \
            \(starter.commit.prefix(7))), which reset restores: commit it, or reset it
            """)
        }
      } catch {
        problems.append("\(exercise.id): \(error)")
      }
    }
    return problems
  }

  /// What is missing or out of place for `exercise`.
  static func layoutProblems(_ exercise: Exercise, _ workspace: Workspace) -> [String] {
    func text(_ path: String) -> String? {
      try? String(contentsOf: workspace.url(path), encoding: .utf8)
    }
    var problems: [String] = []
    let starter = text(exercise.path)
    if starter == nil { problems.append("\(exercise.id): \(exercise.path) is missing") }
    if let starter, !Exercise.hasMarker(starter) {
      problems.append("\(exercise.id): \(exercise.path) has no \"\(Exercise.marker)\" line")
    }
    if let solution = text(exercise.solutionPath) {
      if Exercise.hasMarker(solution) {
        problems.append("\(exercise.id): the solution has a marker line")
      }
    } else {
      problems.append("\(exercise.id): \(exercise.solutionPath) is missing")
    }
    if text(exercise.graderPath) == nil {
      problems.append("\(exercise.id): \(exercise.graderPath) is missing")
    }
    if exercise.hints.count != 3 {
      problems.append("\(exercise.id): \(exercise.hints.count) hints in its README, 3 expected")
    }
    if exercise.starterFails == nil {
      problems.append("\(exercise.id): its README has no <!-- starter fails: … --> line")
    }
    return problems
  }
}
