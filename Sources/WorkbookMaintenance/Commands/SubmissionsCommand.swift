import Foundation
import WorkbookCommandLine
import WorkbookGrading
import WorkbookTools

/// `swift run workbook-dev submissions`, for maintainers and CI: grades every submission of
/// the corpus (`Tests/GradingTests/Submissions/`) as `workbook grade` would, and checks that
/// each gets the verdict it is owed: the wrong ones fail, the differently written right ones
/// pass.
///
/// Submissions are swapped into a copy of the workbook (their files replace the exercise
/// folders' Swift files) a round at a time, one submission of each of several exercises, and
/// graded by the same `Grader` and `SuiteRun` as `grade`, as a student who started those
/// exercises is: one build focused on them and their graders, then each grader in a run of
/// its own. The copy and its build folder are kept under the scratch path
/// (`.build-submissions`) and reused, so a round rebuilds only its exercises and graders.
/// Lanes (`--lanes`) of whole exercises are graded side by side, each in a copy of its own:
/// grading waits on the grader's gates as much as on the compiler.
struct SubmissionsCommand: WorkbookCommand, Equatable {
  static let spec = CommandSpec(
    name: "submissions", audience: .maintainers, operands: "[N…]", maxOperands: nil,
    summary: "the graders' corpus: wrong ones fail, right ones pass",
    about: """
      Grades every submission in Tests/GradingTests/Submissions/ as grade does, each \
      swapped into a copy of the workbook kept in the scratch folder, and checks that each \
      gets the verdict its submission.json expects: the wrong ones fail, the differently \
      written right ones pass. Prints one line per submission. N grades only exercise \
      N's submissions, or one submission by its folder's name (2.1-only-404). \
      --changed-since and --share each add submissions: those whose own folder, \
      exercise, solution or chapter of graders changed (a branch's), and every N-th of each \
      exercise's (CI's).
      """,
    options: [
      .changedSince,
      .share.helping("also share I of N (from 0), taken in each exercise"),
      .timeout, .scratchPath.helping("copy and build folder (default: .build-submissions)"),
      .lanes.helping("exercises graded at once, a copy each (default: 2)"),
    ],
    exitStatus: "0 when every submission gets its verdict; 1 when one does not.")

  /// The exercises or submissions named; none for the whole corpus.
  var names: [String]
  var options: GradingOptions
  /// `--changed-since` and `--share`: part of the corpus, for CI.
  var revision: String?
  var share: Share?

  init(
    names: [String], _ options: GradingOptions, since revision: String? = nil, share: Share? = nil
  ) {
    self.names = names
    self.options = options
    self.revision = revision
    self.share = share
  }

  /// Its own defaults: its own scratch folder, and two lanes.
  init(operands: [String], options: ParsedOptions) throws(CLIError) {
    var grading = try GradingOptions(parsing: options)
    if !options.has(.scratchPath) { grading.scratchPath = ".build-submissions" }
    grading.lanes = try options.count(.lanes, of: "lanes") ?? 2
    self.init(
      names: operands, grading, since: options[.changedSince],
      share: try options[.share].map { (text) throws(CLIError) in try Share(parsing: text) })
  }

  func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    let exercises = try Learner(workspace).exercises
    var submissions = try Submission.loadAll(from: workspace)
    let problems = submissions.compactMap { Self.problem(with: $0, exercises) }
    if !names.isEmpty {
      submissions = submissions.filter { submission in
        names.contains { submission.name == $0 || submission.manifest.exercise == $0 }
      }
      guard !submissions.isEmpty else {
        throw .usage("no submission named \(names.joined(separator: ", ")) in \(Submission.folder)")
      }
    }
    guard problems.isEmpty else { return Self.report(problems) }
    let whole = submissions.count
    let changed = try revision.map { (revision) throws(CLIError) in
      try ChangedFiles.since(revision, in: workspace)
    }
    submissions = SubmissionSelection(changed: changed, share: share)
      .select(submissions, of: exercises)

    let base = options.scratchFolder(in: workspace)
    try ScratchLock.hold(in: base, for: "submissions")
    let lanes = Self.lanes(of: submissions, count: options.lanes)
    let start = Date()
    let differences: [String]
    if lanes.count > 1 {
      say(
        "Grading \(TextLayout.count(submissions.count, "submission")) in \(base.path), "
          + "\(lanes.count) exercises at a time…")
      differences = try Self.gradeSideBySide(lanes, in: base, options: options, workspace)
    } else {
      say("Grading \(TextLayout.count(submissions.count, "submission")) in \(base.path)…")
      differences = try Self.grade(submissions, in: base, options: options, exercises, workspace)
    }
    say(String(format: "Graded in %.0f s", Date().timeIntervalSince(start)))
    guard differences.isEmpty else { return Self.report(differences) }
    say(
      submissions.count == whole
        ? "\nsubmissions: every submission got the verdict it is owed."
        : "\nsubmissions: every submission graded got the verdict it is owed: "
          + "\(submissions.count) of \(whole); the others were not graded in this run.")
    return 0
  }

  /// Grades `submissions` in a copy of the workbook under `base`, a round at a time (one
  /// build for the round's exercises, then each exercise's grader in a run of its own),
  /// printing a line for each; returns the verdicts that differ from those owed.
  ///
  /// In a round of several, an error verdict (the package did not build, a run that did not
  /// report) may be a neighbour's doing: that submission is graded again, alone.
  static func grade(
    _ submissions: [Submission], in base: URL, options: GradingOptions,
    _ exercises: [Exercise], _ workspace: Workspace
  ) throws(CLIError) -> [String] {
    let copy = MirrorWorkspace(of: workspace, at: base.appendingPathComponent("workbook"))
    var grading = options
    grading.scratchPath = base.appendingPathComponent("build").path
    grading.ignoreMarkers = true
    grading.solutions = false
    func gradeAtOnce(_ round: [Submission]) throws(CLIError) -> [String: Verdict] {
      let graded = round.map { submission in
        exercises.first { $0.id == submission.manifest.exercise }!
      }
      try copy.update(
        replacing: Dictionary(
          uniqueKeysWithValues: zip(graded, round).map { exercise, submission in
            ("Exercises/\(exercise.chapterFolder)/\(exercise.folder)", submission.files)
          }))
      grading.focus = Set(graded.map(\.id))
      let grader = Grader(workspace: copy.mirror, options: grading)
      grader.report = { _ in }
      return try grader.grade(graded, of: exercises)
    }
    var differences: [String] = []
    let rounds = Self.rounds(of: submissions)
    for (number, round) in rounds.enumerated() {
      let began = Date()
      var verdicts = try gradeAtOnce(round)
      for submission in round where round.count > 1 {
        let id = submission.manifest.exercise
        if verdicts[id]?.status == .error {
          verdicts[id] = try gradeAtOnce([submission])[id]
        }
      }
      for submission in round {
        let verdict =
          verdicts[submission.manifest.exercise]
          ?? Verdict(status: .error, message: "not graded")
        let expected = submission.manifest.expected
        let holds =
          verdict.status == .passed
          ? expected == .pass : expected == .fail && verdict.failedByACheck
        say(
          "\(holds ? "ok  " : "DIFF") \(submission.name) "
            + "(class \(submission.manifest.kind.rawValue), "
            + String(format: "tests %.1f s): ", verdict.seconds)
            + "expected \(expected.rawValue), got \(verdict.status.rawValue)"
            + (verdict.message.isEmpty ? "" : ": \(verdict.fullMessage)"))
        if !holds {
          // What the grader said is repeated here, at the end of the output, where a CI log
          // that keeps only its tail still shows it.
          differences.append(
            "\(submission.name): expected \(expected.rawValue), got \(verdict.status.rawValue) "
              + "(\(submission.manifest.why))"
              + (verdict.message.isEmpty ? "" : "\n    the grader: \(verdict.fullMessage)"))
        }
      }
      say(
        "round \(number + 1) of \(rounds.count): "
          + TextLayout.count(round.count, "submission")
          + String(format: " graded in %.1f s", Date().timeIntervalSince(began)))
    }
    // The copy is left as the workbook is, so a later run starts from the starters.
    try copy.update()
    return differences
  }

  /// `submissions` in rounds, in their order, each round holding at most one submission of
  /// an exercise: a round's exercises are different modules, so they build together, and
  /// each is graded in a run of its own.
  static func rounds(of submissions: [Submission]) -> [[Submission]] {
    var rounds: [[Submission]] = []
    var taken: [String: Int] = [:]
    for submission in submissions {
      let index = taken[submission.manifest.exercise, default: 0]
      taken[submission.manifest.exercise] = index + 1
      if index == rounds.count { rounds.append([]) }
      rounds[index].append(submission)
    }
    return rounds
  }

  /// `submissions` in at most `count` lanes of about the same length, each exercise's
  /// submissions in one lane, so that a lane rebuilds one exercise and its grader between
  /// its submissions.
  static func lanes(of submissions: [Submission], count: Int) -> [[Submission]] {
    let byExercise = Dictionary(grouping: submissions, by: \.manifest.exercise)
      .values.sorted { ($0.count, $1[0].name) > ($1.count, $0[0].name) }
    var lanes = Array(repeating: [Submission](), count: max(1, min(count, byExercise.count)))
    for group in byExercise {
      let shortest = lanes.indices.min { lanes[$0].count < lanes[$1].count } ?? 0
      lanes[shortest] += group
    }
    return lanes.map { $0.sorted { $0.name < $1.name } }
  }

  /// Grades each lane in a child run of this command (`--lanes 1`, its own scratch folder
  /// `lane-N` under `base`), all at once; their lines go straight to the output as they come.
  /// Returns one difference per lane that found any (its lines say which).
  static func gradeSideBySide(
    _ lanes: [[Submission]], in base: URL, options: GradingOptions, _ workspace: Workspace
  ) throws(CLIError) -> [String] {
    let runs = try lanes.enumerated().map { (index, lane) throws(CLIError) -> Process in
      let process = Process()
      process.executableURL =
        Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
      process.arguments =
        ["submissions"] + lane.map(\.name) + [
          CommandLineOption.lanes.name, "1", CommandLineOption.timeout.name,
          String(options.timeout), CommandLineOption.scratchPath.name,
          base.appendingPathComponent("lane-\(index + 1)").path,
          CommandLineOption.packagePath.name, workspace.root.path,
        ]
      do {
        try process.run()
      } catch {
        throw .failure("cannot start a lane of submissions: \(error)")
      }
      return process
    }
    var differences: [String] = []
    for (index, run) in runs.enumerated() {
      run.waitUntilExit()
      if run.terminationStatus != 0 {
        differences.append(
          "lane \(index + 1) (\(lanes[index].first?.manifest.exercise ?? "?")…): "
            + "a verdict differs, or the lane stopped (exit \(run.terminationStatus)); see above")
      }
    }
    return differences
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
