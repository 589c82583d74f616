import Foundation

/// `swift run workbook submissions`, for maintainers and CI: grades every submission of
/// the corpus (`Tests/GradingTests/Submissions/`) as `workbook grade` would, and checks that
/// each gets the verdict it is owed: the wrong ones fail, the differently written right ones
/// pass.
///
/// Each submission is swapped into a copy of the workbook (its files replace the exercise
/// folder's Swift files) and graded by the same `Grader` and `SuiteRun` as `grade`, with the
/// build focused on that one exercise and its grader. The copy and its build folder are kept
/// under the scratch path (`.build-submissions`) and reused, so a submission rebuilds only
/// its exercise and its grader.
enum SubmissionsCommand {
  static func run(
    _ names: [String], _ options: GradingOptions, _ workspace: Workspace
  ) throws(CLIError) -> Int32 {
    let exercises = try Learner(workspace).exercises
    var submissions = try Submission.loadAll(from: workspace)
    var problems = submissions.compactMap { problem(with: $0, exercises) }
    if !names.isEmpty {
      submissions = submissions.filter { submission in
        names.contains { submission.name == $0 || submission.name.hasPrefix($0 + "-") }
      }
      guard !submissions.isEmpty else {
        throw .usage("no submission named \(names.joined(separator: ", ")) in \(Submission.folder)")
      }
    }
    guard problems.isEmpty else { return report(problems) }

    let base = options.scratchFolder(in: workspace)
    try ScratchLock.hold(in: base, for: "submissions")
    let copy = MirrorWorkspace(of: workspace, at: base.appendingPathComponent("workbook"))
    var grading = options
    grading.scratchPath = base.appendingPathComponent("build").path
    grading.ignoreMarkers = true
    grading.solutions = false
    say("Grading \(TextLayout.count(submissions.count, "submission")) in \(base.path)…")
    let start = Date()
    for submission in submissions {
      let began = Date()
      let exercise = exercises.first { $0.id == submission.manifest.exercise }!
      let folder = "Exercises/\(exercise.chapterFolder)/\(exercise.folder)"
      try copy.update(replacing: folder, with: submission.files)
      grading.focus = [exercise.id]
      let grader = Grader(workspace: copy.mirror, options: grading)
      grader.report = { _ in }
      let verdict =
        try grader.grade([exercise], of: exercises)[exercise.id]
        ?? Verdict(status: .error, message: "not graded")
      let expected = submission.manifest.expected
      let holds =
        verdict.status == .passed ? expected == .pass : expected == .fail && !verdict.isBroken
      let line =
        "\(holds ? "ok  " : "DIFF") \(submission.name) (class \(submission.manifest.kind.rawValue), "
        + String(format: "%.1f s): ", Date().timeIntervalSince(began))
        + "expected \(expected.rawValue), got \(verdict.status.rawValue)"
        + (verdict.message.isEmpty ? "" : ": \(verdict.fullMessage)")
      say(line)
      if !holds {
        problems.append(
          "\(submission.name): expected \(expected.rawValue), got \(verdict.status.rawValue) "
            + "(\(submission.manifest.why))")
      }
    }
    // The copy is left as the workbook is, so a later run starts from the starters.
    try copy.update()
    say(String(format: "Graded in %.0f s", Date().timeIntervalSince(start)))
    guard problems.isEmpty else { return report(problems) }
    say("\nsubmissions: every submission got the verdict it is owed.")
    return 0
  }

  /// What is wrong with `submission`'s bookkeeping, if anything.
  static func problem(with submission: Submission, _ exercises: [Exercise]) -> String? {
    guard let exercise = exercises.first(where: { $0.id == submission.manifest.exercise }) else {
      return "\(submission.name): no exercise \(submission.manifest.exercise)"
    }
    guard submission.name.hasPrefix(exercise.id + "-") else {
      return
        "\(submission.name): its name does not begin with its exercise's number, \(exercise.id)"
    }
    return nil
  }

  private static func report(_ problems: [String]) -> Int32 {
    say("\nsubmissions found \(TextLayout.count(problems.count, "problem")):")
    for problem in problems { say("  - \(problem)") }
    return 1
  }
}

extension Verdict {
  /// Whether the submission itself could not be graded (it does not compile, or the package
  /// does not build): a corpus submission meant to fail must fail at its grader instead.
  var isBroken: Bool { status == .compileError || status == .notStarted }
}
