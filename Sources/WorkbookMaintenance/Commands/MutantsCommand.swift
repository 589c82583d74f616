import Foundation
import WorkbookCommandLine
import WorkbookGrading

/// `swift run workbook-dev mutants [WORD…]`, for maintainers and CI: breaks the workbook's code
/// on purpose, one mutant at a time (`Tests/Mutants/`), and checks that the tests named for
/// each then fail. A mutant that survives is a claim no test proves.
///
/// Before any mutant it checks the bookkeeping: every test of the chapter suites and the kit's
/// suites is named by a mutant or exempted, every name is a real test, and every named test
/// passes on the unchanged workbook (else its failure under a mutant would prove nothing).
struct MutantsCommand: WorkbookCommand, Equatable {
  static let spec = CommandSpec(
    name: "mutants", audience: .maintainers, operands: "[WORD…]", maxOperands: nil,
    summary: "break the code on purpose: each mutant's tests must fail",
    about: """
      Applies each mutant of Tests/Mutants/ (a deliberate breakage of the code, with the \
      claim it breaks and the tests that must then fail) to a copy of the workbook kept in \
      the scratch folder, builds it, and runs the tests it names. Reports each mutant as \
      killed, survived, stale or does not build. First it checks that every test of the \
      chapter and kit suites is named by a mutant or exempted; last, that every test of the \
      mutants run passes without any. WORD runs only the mutants whose name, file or tests \
      contain it; --changed-since and --share each add mutants, --budget bounds the \
      time spent running them (not the set-up), and --in-place writes them into this \
      workbook itself, as it stands in git, instead of a copy: for CI.
      """,
    options: [
      .changedSince, .share, .budget, .round, .inPlace,
      .timeout.helping("how long one mutant's tests may run (default: 120)"),
      .scratchPath.helping("its copy and build folder (default: .build-mutants)"),
    ],
    exitStatus: """
      0 when every mutant run is killed and every test is accounted for; 1 otherwise (each \
      problem is listed).
      """)

  /// The test targets whose every test must be named by a mutant or exempted.
  static let coveredTargets = [
    "Chapter1Tests", "Chapter2Tests", "Chapter3Tests", "Chapter4Tests", "Chapter5Tests",
    "Chapter6Tests", "Chapter7Tests", "Chapter8Tests", "Chapter9Tests", "WorkbookTests",
    "WorkbookUITests", "CheckpointsTests", "DecoderTests", "HarnessTests", "WorkbenchTests",
  ]

  /// How many problems are listed; a new set of tests can otherwise bury the summary.
  static let shownProblems = 40

  /// The words that select mutants; none for all.
  var words: [String]
  var options: MutantOptions

  init(words: [String], _ options: MutantOptions) {
    self.words = words
    self.options = options
  }

  init(operands: [String], options: ParsedOptions) throws(CLIError) {
    self.init(words: operands, try MutantOptions(parsing: options))
  }

  func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    if let round = options.round { return try runRound(round, in: workspace) }
    let (all, exemptions) = try MutantFile.loadAll(from: workspace)
    let mutants = try MutantSelection(words: words, options: options).select(all, in: workspace)
    let exercises = try Learner(workspace).exercises.map(\.id)
    let base = options.scratchFolder(in: workspace)
    try ScratchLock.hold(in: base, for: "mutants", wait: true)
    let lab = try MutantLab(of: workspace, options: options, exercises: exercises)
    let start = Date()

    say(
      options.inPlace
        ? "Building the workbook, to write each mutant into it in turn…"
        : "Building a copy of the workbook in \(base.path)…")
    if let error = try lab.build() {
      throw .failure("the workbook itself does not build in the copy: \(error)")
    }
    let claims = try ClaimFile.loadAll(from: workspace)
    say("Listing the tests, to check that every one is named by a mutant or exempted…")
    var problems = Self.bookkeeping(all, exemptions, tests: try lab.listTests())
    problems += Self.claimBookkeeping(claims, all) + Self.claimsInTheirFiles(claims, workspace)
    let setup = Date().timeIntervalSince(start)
    say(
      "Running \(TextLayout.count(mutants.count, "mutant")) of \(all.count); "
        + String(format: "set-up took %.0f s", setup))

    // The budget is the mutants' own: on a slow machine the set-up alone can take longer
    // than CI's budget, which would then run none.
    let mutantsBegan = Date()
    var tally: [String: Int] = [:]
    var run = 0
    var killed: Set<String> = []
    var ranMutants: Set<String> = []
    func spent() -> Bool {
      guard let budget = options.budget, Date().timeIntervalSince(mutantsBegan) > budget else {
        return false
      }
      say(
        "The budget of \(Int(budget)) s is spent: \(mutants.count - run) of the chosen "
          + "mutants were not run.")
      return true
    }
    var alone = mutants
    if Self.sharesABuild(mutants.count, budget: options.budget) {
      alone = try runSwitched(mutants, in: lab, lab.pristine) { mutant, outcome, seconds in
        run += 1
        tally["killed", default: 0] += 1
        ranMutants.insert(mutant.name)
        killed.insert(mutant.name)
        say(Self.line(mutant, outcome, seconds, shared: true))
        return spent()
      }
    }
    for mutant in alone where !killed.contains(mutant.name) {
      if spent() { break }
      run += 1
      let began = Date()
      let outcome = try lab.run(mutant, in: lab.pristine)
      let seconds = Date().timeIntervalSince(began)
      tally[Self.label(outcome), default: 0] += 1
      ranMutants.insert(mutant.name)
      if case .killed = outcome {
        killed.insert(mutant.name)
      } else {
        problems.append("\(mutant.name): \(Self.label(outcome))")
      }
      say(Self.line(mutant, outcome, seconds))
    }
    _ = try lab.build()  // the copy goes back to the workbook as it is, for the next run
    // A test that fails without any mutant proves nothing when it fails with one. Checked
    // here, once the copy is back, for the tests of the mutants that ran: checked before, for
    // every chosen mutant, it took longer on a slow machine than CI's budget for mutants.
    let judges = Array(Set(mutants.filter { ranMutants.contains($0.name) }.flatMap(\.tests)))
      .sorted()
    if !judges.isEmpty {
      say(
        "Running the \(TextLayout.count(judges.count, "test")) of the mutants run, without any "
          + "mutant: each must pass…")
      problems += try Self.failingAlone(judges, in: lab)
    }

    problems += Self.claimsLeftStanding(claims, all, ran: ranMutants, killed: killed)
    say("")
    for line in Self.claimReport(claims, all, killed: killed) { say(line) }

    let summary = ["killed", "survived", "hung", "stale", "does not build"]
      .map { "\(tally[$0] ?? 0) \($0)" }.joined(separator: ", ")
    say(
      "\nmutants: \(summary) (\(run) run of \(all.count)) in "
        + String(format: "%.0f s", Date().timeIntervalSince(start)))
    guard problems.isEmpty else {
      say("\nmutants found \(TextLayout.count(problems.count, "problem")):")
      for problem in problems.prefix(Self.shownProblems) { say("  - \(problem)") }
      if problems.count > Self.shownProblems {
        say("  … and \(problems.count - Self.shownProblems) more")
      }
      return 1
    }
    say(Self.allKilled(run: run, of: all.count))
    return 0
  }

  /// The problems of `tests` run in `lab` without any mutant: each that fails or hangs.
  private static func failingAlone(_ tests: [String], in lab: MutantLab) throws(CLIError)
    -> [String]
  {
    let (passed, hung, _) = try lab.passing(tests)
    let failing = Set(passed).symmetricDifference(tests).subtracting(hung)
    return failing.sorted().map { "\($0) fails without any mutant, so its failure proves nothing" }
      + hung.sorted().map { "\($0) hangs without any mutant, so its failure proves nothing" }
  }

  /// The last line of a run in which every mutant run was killed: all of them, or how many
  /// of how many, so that a run of one mutant does not read as a run of all.
  static func allKilled(run: Int, of all: Int) -> String {
    run == all
      ? "Every mutant was killed, and every test is named by one or exempted."
      : "\(TextLayout.count(run, "mutant")) run, all killed (\(all - run) of \(all) not run), "
        + "and every test is named by one or exempted."
  }

  /// From how many chosen mutants one build holds them all (`MutantSchema`): that build and
  /// the one back cost as much as a few dozen mutants built one at a time.
  static let schemaThreshold = 60
  /// From how many mutants left over by one shared build (their lines overlap another's) a
  /// further one holds them: the copy is built already, so it rebuilds only what they change.
  static let furtherRoundThreshold = 20
  /// The least budget a shared build is worth: it takes minutes before its first mutant runs,
  /// and a shorter budget (CI's) would be spent on it alone.
  static let schemaLeastBudget = 1200.0

  /// Whether `count` chosen mutants, with `budget` seconds, are first run in a shared build.
  static func sharesABuild(_ count: Int, budget: Double?) -> Bool {
    count >= schemaThreshold && (budget ?? .infinity) >= schemaLeastBudget
  }

  /// Builds `mutants` into one schema and runs each one's tests with the switch on it,
  /// calling `killed` for each mutant killed there (which returns true to stop: the budget is
  /// spent); returns the mutants still to run alone: those the schema could not hold, those
  /// whose tests fail in it without any switch on, and those not killed in it.
  private func runSwitched(
    _ mutants: [Mutant], in lab: MutantLab, _ workspace: Workspace,
    killed: (Mutant, MutantLab.Outcome, Double) throws(CLIError) -> Bool
  ) throws(CLIError) -> [Mutant] {
    var pending = mutants
    var leftAlone: Set<String> = []
    var round = 1
    // Mutants whose lines overlap another's cannot share its build, but they can share the
    // next one: a further shared build while enough of them are left to be worth it.
    while pending.count >= (round == 1 ? Self.schemaThreshold : Self.furtherRoundThreshold) {
      var schema = MutantSchema(pending, in: workspace)
      say(
        "Shared build \(round): building \(TextLayout.count(schema.switched.count, "mutant")) "
          + "into one copy, each to be switched on in turn…")
      try lab.build(&schema)
      let tests = Array(Set(schema.switched.flatMap(\.tests))).sorted()
      let (passed, _, _) = try lab.passing(tests)
      let green = Set(passed)
      say(
        "Shared build \(round) holds \(TextLayout.count(schema.switched.count, "mutant")); "
          + "\(schema.alone.count) are left:")
      let reasons = Dictionary(grouping: schema.alone) { MutantSchema.kind(of: $0.why) }
      for (kind, mutants) in reasons.sorted(by: { $0.value.count > $1.value.count }) {
        say("  \(mutants.count): \(kind) (as \(mutants[0].mutant.name): \(mutants[0].why))")
      }
      for mutant in schema.switched {
        // A test failing with no switch on proves nothing when it fails with one.
        guard mutant.tests.allSatisfy(green.contains) else {
          leftAlone.insert(mutant.name)
          continue
        }
        let began = Date()
        let outcome = try lab.runSwitched(mutant)
        guard case .killed = outcome else {
          leftAlone.insert(mutant.name)
          continue
        }
        if try killed(mutant, outcome, Date().timeIntervalSince(began)) { return [] }
      }
      pending = []
      for (mutant, why) in schema.alone {
        if MutantSchema.kind(of: why) == MutantSchema.overlapping {
          pending.append(mutant)
        } else {
          leftAlone.insert(mutant.name)
        }
      }
      round += 1
    }
    leftAlone.formUnion(pending.map(\.name))
    return mutants.filter { leftAlone.contains($0.name) }
  }

  /// Runs a blind round: each mutant of `file` against its whole test target, saying which
  /// tests killed it (to name in its `tests:` when it joins `Tests/Mutants/`), or that it
  /// survived: a claim no test proves.
  private func runRound(_ file: String, in workspace: Workspace) throws(CLIError) -> Int32 {
    let url = file.hasPrefix("/") ? URL(fileURLWithPath: file) : workspace.url(file)
    guard let text = try? String(contentsOf: url, encoding: .utf8) else {
      throw .failure("\(file) cannot be read")
    }
    let mutants: [Mutant]
    do {
      mutants = try MutantFile.parse(text, file: url.lastPathComponent).mutants
    } catch {
      throw .failure("\(error)")
    }
    let chosen =
      words.isEmpty
      ? mutants : mutants.filter { mutant in words.contains { mutant.name.contains($0) } }
    let exercises = try Learner(workspace).exercises.map(\.id)
    let base = options.scratchFolder(in: workspace)
    try ScratchLock.hold(in: base, for: "mutants", wait: true)
    let lab = try MutantLab(of: workspace, options: options, exercises: exercises)
    say("Building a copy of the workbook in \(base.path)…")
    if let error = try lab.build() {
      throw .failure("the workbook itself does not build in the copy: \(error)")
    }
    return try Self.runRound(chosen, of: mutants.count, in: lab, lab.pristine)
  }

  /// The round in a built copy, `lab` (a test's stand-in builds nothing): each mutant of
  /// `chosen`, of `total` in the round's file, against its whole target.
  static func runRound(
    _ chosen: [Mutant], of total: Int, in lab: some RoundLab, _ workspace: Workspace
  ) throws(CLIError) -> Int32 {
    // A test that fails in the copy without any mutant proves nothing when it fails with one.
    var failingAlone: Set<String> = []
    for target in Set(chosen.flatMap(\.tests)).sorted() {
      failingAlone.formUnion(try lab.testsFailing(in: target))
    }
    if !failingAlone.isEmpty {
      say(
        "Failing without any mutant, so left out: " + failingAlone.sorted().joined(separator: " "))
    }
    var tally: [String: Int] = [:]
    for mutant in chosen {
      let began = Date()
      let (outcome, killers) = try lab.runAgainstTargets(
        mutant, in: workspace, ignoring: failingAlone)
      tally[Self.label(outcome), default: 0] += 1
      say(Self.line(mutant, outcome, Date().timeIntervalSince(began)))
      if case .killed = outcome { say("    killed by: " + killers.joined(separator: " ")) }
    }
    _ = try lab.build(overriding: [:])
    let summary = ["killed", "survived", "hung", "stale", "does not build"]
      .map { "\(tally[$0] ?? 0) \($0)" }.joined(separator: ", ")
    say("\nround: \(summary) (\(chosen.count) of \(total))")
    return tally["killed"] == chosen.count ? 0 : 1
  }

  /// What is wrong with the mutant files against the tests that exist.
  static func bookkeeping(
    _ mutants: [Mutant], _ exemptions: [MutantExemption], tests: Set<String>
  ) -> [String] {
    var problems: [String] = []
    let named =
      mutants.flatMap { mutant in mutant.tests.map { ($0, mutant.origin) } }
      + exemptions.flatMap { exemption in exemption.tests.map { ($0, exemption.origin) } }
    for (test, origin) in named where !tests.contains(test) {
      problems.append("\(origin) names \(test), which is no test (see swift test list)")
    }
    let covered = Set(named.map(\.0))
    let uncovered = tests.filter { test in
      coveredTargets.contains { test.hasPrefix($0 + ".") } && !covered.contains(test)
    }
    for test in uncovered.sorted() {
      problems.append("\(test) is named by no mutant and not exempted")
    }
    return problems
  }

  /// What is wrong with the claims index against the mutants: a mutant naming no claim
  /// there is, a claim with no proof of its own that no mutant names.
  static func claimBookkeeping(_ claims: [Claim], _ mutants: [Mutant]) -> [String] {
    let ids = Set(claims.map(\.id))
    var problems: [String] = []
    for mutant in mutants {
      for id in mutant.claims where !ids.contains(id) {
        problems.append("\(mutant.origin) names the claim \(id), which is not in Tests/Claims")
      }
    }
    let named = Set(mutants.flatMap(\.claims))
    for claim in claims where claim.proof == .mutant && !named.contains(claim.id) {
      problems.append(
        "\(claim.origin): \(claim.id) is broken by no mutant and names no other proof")
    }
    return problems
  }

  /// Claims whose words are not in the file they name (the page changed, and the index with
  /// it must), and proofs that name no submission, case or exercise there is.
  static func claimsInTheirFiles(_ claims: [Claim], _ workspace: Workspace) -> [String] {
    var texts: [String: String?] = [:]
    let learnerExercises = (try? Learner(workspace).exercises) ?? []
    let exercises = Set(learnerExercises.map(\.id))
    let exerciseFiles = Set(learnerExercises.map(\.path))
    func exists(_ path: String) -> Bool {
      FileManager.default.fileExists(atPath: workspace.url(path).path)
    }
    let proofs: [String] = claims.compactMap { claim in
      switch claim.proof {
      case .corpus(let names):
        let missing = names.split(separator: " ").filter {
          !exists("Tests/GradingTests/Submissions/\($0)")
        }
        return missing.isEmpty
          ? nil : "\(claim.origin): no submission is called \(missing.joined(separator: ", "))"
      case .verify(let exercise):
        return exercises.contains(exercise) ? nil : "\(claim.origin): no exercise is \(exercise)"
      case .compiler(let name):
        let file = name.hasPrefix("DiagnosticsTests.") ? String(name.dropFirst(17)) : name
        return file.hasSuffix(".swift") && !exists("Tests/DiagnosticsTests/Cases/\(file)")
          ? "\(claim.origin): no DiagnosticsTests case is called \(file)" : nil
      default:
        return nil
      }
    }
    return proofs
      + claims.compactMap { claim in
        let text =
          texts[claim.file]
          ?? (try? String(contentsOf: workspace.url(claim.file), encoding: .utf8))
        texts[claim.file] = text
        guard let text else { return "\(claim.origin): \(claim.file) cannot be read" }
        // A started exercise's file is the student's own: its task text may be gone, and the
        // starter's words are checked wherever the file is not started (a fresh clone, CI).
        if exerciseFiles.contains(claim.file), !Exercise.hasMarker(text) { return nil }
        return ClaimFile.says(claim, in: text)
          ? nil : "\(claim.origin): \(claim.file) no longer says “\(claim.says)”"
      }
  }

  /// Claims whose every mutant ran and none was killed: no test proves them.
  static func claimsLeftStanding(
    _ claims: [Claim], _ mutants: [Mutant], ran: Set<String>, killed: Set<String>
  ) -> [String] {
    claims.compactMap { claim in
      let naming = mutants.filter { $0.claims.contains(claim.id) }.map(\.name)
      guard !naming.isEmpty, naming.allSatisfy(ran.contains),
        !naming.contains(where: killed.contains)
      else { return nil }
      return "\(claim.id): every mutant that breaks it survived, so no test proves it"
    }
  }

  /// A line per group of claims: how many, and how each kind is proved.
  static func claimReport(_ claims: [Claim], _ mutants: [Mutant], killed: Set<String>)
    -> [String]
  {
    let groups = Dictionary(grouping: claims, by: \.group)
    let killing = Set(mutants.filter { killed.contains($0.name) }.flatMap(\.claims))
    var lines = ["Claims (Tests/Claims):"]
    for (group, claims) in groups.sorted(by: { $0.key < $1.key }) {
      func count(_ kind: (Claim.Proof) -> Bool) -> Int { claims.filter { kind($0.proof) }.count }
      let byMutant = claims.filter { $0.proof == .mutant }
      let parts = [
        "\(byMutant.count) by a mutant (\(byMutant.filter { killing.contains($0.id) }.count) "
          + "killed in this run)",
        "\(count { $0 == .figure }) recorded figures",
        "\(count { if case .compiler = $0 { true } else { false } }) by the compiler",
        "\(count { if case .corpus = $0 { true } else { false } }) by the corpus",
        "\(count { if case .verify = $0 { true } else { false } }) by verify",
        "\(count { if case .exempt = $0 { true } else { false } }) exempt",
        "\(count { if case .pending = $0 { true } else { false } }) pending",
      ]
      lines.append(
        "  \(group): \(TextLayout.count(claims.count, "claim")); " + parts.joined(separator: ", "))
    }
    return lines
  }

  private static func label(_ outcome: MutantLab.Outcome) -> String {
    switch outcome {
    case .killed: "killed"
    case .survived: "survived"
    case .hung: "hung"
    case .stale: "stale"
    case .doesNotBuild: "does not build"
    }
  }

  /// One mutant's line: its outcome and name, then why when it was not killed.
  static func line(
    _ mutant: Mutant, _ outcome: MutantLab.Outcome, _ seconds: Double, shared: Bool = false
  ) -> String {
    let name = label(outcome).padding(toLength: 15, withPad: " ", startingAt: 0)
    let head =
      name + mutant.name + String(format: " (%.0f s", seconds)
      + (shared ? ", in the shared build)" : ")")
    switch outcome {
    case .killed(let failed):
      return head + "\n    failed: " + failed.joined(separator: ", ")
    case .survived(let tests):
      return head + "\n    still passes: " + tests.joined(separator: ", ")
        + "\n    so no test proves: " + mutant.claim
    case .hung(let tests):
      return head + "\n    failed only by a clock (a time limit or a deadline): "
        + tests.joined(separator: ", ") + "\n    a hang is no proof of: " + mutant.claim
    case .stale(let why), .doesNotBuild(let why):
      return head + "\n    " + why + " (" + mutant.origin + ")"
    }
  }
}
