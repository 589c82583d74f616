import Foundation
import WorkbookCommandLine
import WorkbookGrading
import WorkbookTools

/// A copy of the workbook in which mutants are applied one at a time, built, and tested:
/// the same scratch copy `submissions` grades in (`MirrorWorkspace`), with the pages beside
/// the code, and a build folder of its own; or, with `--in-place`, the workbook itself.
///
/// Between two mutants only the changed files differ, so the build recompiles one module
/// and relinks: a few seconds, where the first build takes minutes.
struct MutantLab {
  /// What became of one mutant.
  enum Outcome: Equatable {
    /// Each test named, with how it failed: `Chapter2Tests.S/t() (a check)`.
    case killed([String])
    /// The tests that still passed.
    case survived([String])
    /// The tests that failed only by a clock (a time limit, a scene's deadline) or never
    /// ended: a hang is no proof.
    case hung([String])
    /// Why it no longer applies.
    case stale(String)
    /// The compiler's first error.
    case doesNotBuild(String)
  }

  let copy: MirrorWorkspace
  let buildPath: String
  let timeout: Double
  /// The exercise modules are left out: mutants break the workbook, not the exercises. The
  /// maintainers' suites are built in, since their tests kill mutants too. The ThreadSanitizer
  /// lane's own tests are on: each builds its race demo with ThreadSanitizer in a folder of its
  /// own, so it needs no sanitized build of the workbook, and only the mutants that name those
  /// tests pay for their minute.
  let environment: [String: String]

  /// Usually a copy of the workbook in the scratch folder, with a build folder of its own.
  ///
  /// With `--in-place` (CI, whose clone serves nothing else afterwards), the workbook itself,
  /// built in its own `.build`, which CI's earlier steps have built already: the set-up then
  /// builds little, where a copy's first build takes minutes. The mutants are then read from a
  /// copy made first (`pristine`), since the workbook holds each mutant while it runs, and each
  /// update writes back only the files a mutant changed; nothing else of the workbook's is
  /// written or removed. Git must show no change to the workbook's tracked files
  /// (`InPlaceCheck`), so that a run stopped in the middle is undone by `git checkout`.
  init(of workspace: Workspace, options: MutantOptions, exercises: [String]) throws(CLIError) {
    let base = options.scratchFolder(in: workspace)
    if options.inPlace {
      try InPlaceCheck.requireUnchanged(workspace, paths: MirrorWorkspace.tested)
      let pristine = MirrorWorkspace(
        of: workspace, at: base.appendingPathComponent("pristine"),
        copying: MirrorWorkspace.tested)
      try pristine.update()
      copy = MirrorWorkspace(
        of: pristine.mirror, at: workspace.root, copying: MirrorWorkspace.tested, prunes: false)
      buildPath = workspace.url(".build").path
    } else {
      copy = MirrorWorkspace(
        of: workspace, at: base.appendingPathComponent("workbook"),
        copying: MirrorWorkspace.tested)
      buildPath = base.appendingPathComponent("build").path
    }
    timeout = options.timeout
    environment = [
      "NO_COLOR": "1", WorkbookVariable.exclude.name: exercises.joined(separator: ","),
      WorkbookVariable.maintainers.name: "1", WorkbookVariable.threadSanitizerLane.name: "1",
    ]
  }

  /// The workbook as it is, without any mutant: where the mutants' edits are read from.
  var pristine: Workspace { copy.source }

  /// Builds the copy with `files` changed (none: the workbook as it is); the first error
  /// when it does not build.
  func build(overriding files: [String: Data] = [:]) throws(CLIError) -> String? {
    let (result, errors) = try compile(overriding: files)
    if result.succeeded { return nil }
    if let error = errors.first { return "\(error.file):\(error.line): \(error.message)" }
    return result.timedOut
      ? "the build did not finish in 30 minutes"
      : result.output.split(separator: "\n").suffix(2).joined(separator: " / ")
  }

  /// Builds the copy with `files` changed, and its errors, with paths from the copy's root.
  private func compile(overriding files: [String: Data]) throws(CLIError) -> (
    Subprocess.Result, [(file: String, line: Int, message: String)]
  ) {
    try copy.update(overriding: files)
    let swift = try Subprocess.executable(named: "swift")
    let result = try Subprocess.run(
      swift, ["build", "--build-tests", "--scratch-path", buildPath], in: copy.mirror.root,
      environment: environment, timeout: 1800)
    let errors = CompilerLog(result.output).errors.map { error in
      (copy.mirror.relative(URL(fileURLWithPath: error.path)), error.line, error.message)
    }
    return (result, errors)
  }

  /// Builds `schema`, sending the mutants whose lines do not compile as both versions to be
  /// built alone, until it builds: at most a few builds, as each one's errors stop at the
  /// modules that depend on the first one that fails.
  func build(_ schema: inout MutantSchema) throws(CLIError) {
    try parse(&schema)
    while !schema.switched.isEmpty {
      let (result, errors) = try compile(overriding: schema.files)
      if result.succeeded { return }
      if !schema.refuse(blamedBy: errors) { return }
    }
  }

  /// Parses each file of `schema` on its own (`swiftc -parse`), sending the mutants whose
  /// places are not even Swift's syntax to be built alone: a second each, where a build that
  /// finds them takes minutes.
  ///
  /// A file that does not parse is parsed again once per mutant, with only that mutant's
  /// places holding both versions, so that each error is pinned on the mutant that makes it
  /// (one place the parser cannot read derails it for the rest of the file, and a place can
  /// break a statement that begins above it). Only places that fail together, and never alone,
  /// fall back to blaming the first error's mutant.
  private func parse(_ schema: inout MutantSchema) throws(CLIError) {
    let folder = URL(fileURLWithPath: buildPath).appendingPathComponent("schema-syntax")
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    // What parsed clean, by file: a file is parsed again only when a refusal changed it.
    var parsed: [String: Data] = [:]
    while true {
      var failing: [String: [(file: String, line: Int, message: String)]] = [:]
      for (file, data) in schema.files.sorted(by: { $0.key < $1.key }) where parsed[file] != data {
        let errors = try syntaxErrors(of: data, in: folder).map { (file, $0.line, $0.message) }
        if errors.isEmpty { parsed[file] = data } else { failing[file] = errors }
      }
      if failing.isEmpty { return }
      var own: [String: (file: String, line: Int, message: String)] = [:]
      for file in failing.keys.sorted() {
        for (mutant, text) in schema.variants(of: file) where own[mutant] == nil {
          if let error = try syntaxErrors(of: text, in: folder).first {
            own[mutant] = (file, error.line, error.message)
          }
        }
      }
      if own.isEmpty {
        for errors in failing.values { _ = schema.refuse(syntaxErrors: errors) }
      } else {
        schema.refuse(syntaxErrorsByMutant: own)
      }
    }
  }

  /// The syntax errors of one file's `text`, parsed on its own.
  private func syntaxErrors(of text: Data, in folder: URL) throws(CLIError) -> [CompilerLog.Error] {
    let swiftc = try Subprocess.executable(named: "swiftc")
    let copy = folder.appendingPathComponent("main.swift")
    do { try text.write(to: copy) } catch {
      throw .failure("cannot write \(copy.path): \(error)")
    }
    let result = try Subprocess.run(swiftc, ["-parse", copy.path], in: folder, timeout: 120)
    return result.succeeded ? [] : CompilerLog(result.output).errors
  }

  /// Every test of the build, as `swift test list` prints it.
  func listTests() throws(CLIError) -> Set<String> {
    let swift = try Subprocess.executable(named: "swift")
    let result = try Subprocess.run(
      swift, ["test", "list", "--skip-build", "--scratch-path", buildPath], in: copy.mirror.root,
      environment: environment, timeout: 300)
    guard result.succeeded else {
      throw .failure("cannot list the tests of \(copy.mirror.root.path): \(result.output)")
    }
    return Set(
      result.output.split(separator: "\n").map(String.init).filter {
        $0.contains("/") && !$0.contains(" ")
      })
  }

  /// Runs `tests` and returns those that did not fail by a check: those that passed, and
  /// those that failed only by a clock or never ended (`hung`).
  ///
  /// Tests a crash kept from starting are run again, without those already decided; tests
  /// the run's time limit cut short among others are run again, each alone (`RunDecisions`).
  func passing(_ tests: [String], switchedOn mutant: String? = nil) throws(CLIError) -> (
    passed: [String], hung: [String], failed: [String]
  ) {
    var environment = environment
    if let mutant { environment[WorkbookVariable.mutant.name] = mutant }
    var undecided = tests
    var decided = RunDecisions()
    while !undecided.isEmpty {
      let run = TestRun(scratchPath: buildPath, workspace: copy.mirror)
      let (result, stream) = try run.run(
        filter: TestRun.filter(matching: undecided), environment: environment, timeout: timeout)
      let decisions = RunDecisions(
        undecided, timedOut: result.timedOut, outcome: stream.outcome(of:),
        howItFailed: stream.howItFailed)
      decided.passed += decisions.passed
      decided.hung += decisions.hung
      decided.failed += decisions.failed
      decided.again += decisions.again
      // Nothing decided in a whole run: those tests cannot run here, which is no failure,
      // unless the run's limit stopped it before any of them began.
      if decisions.notRun.count == undecided.count {
        if result.timedOut { decided.hung += undecided } else { decided.passed += undecided }
        break
      }
      undecided = decisions.notRun
    }
    for test in decided.again {
      let alone = try passing([test], switchedOn: mutant)
      decided.passed += alone.passed
      decided.hung += alone.hung
      decided.failed += alone.failed
    }
    return (decided.passed, decided.hung, decided.failed)
  }

  /// Applies `mutant`, builds, and runs the whole test targets it names: killed when a test
  /// of them fails by a check, with the tests that did.
  func runAgainstTargets(
    _ mutant: Mutant, in workspace: Workspace, ignoring failingAlone: Set<String> = []
  ) throws(CLIError) -> (Outcome, [String]) {
    let files: [String: Data]
    switch mutant.mutatedFiles(in: workspace) {
    case .success(let changed): files = changed
    case .failure(let problem): return (.stale(problem.description), [])
    }
    if let error = try build(overriding: files) { return (.doesNotBuild(error), []) }
    let run = TestRun(scratchPath: buildPath, workspace: copy.mirror)
    let (result, stream) = try run.run(
      filter: TestRun.filter(matching: mutant.tests.map { $0 + "." }), environment: environment,
      timeout: timeout)
    let killers = stream.testsFailedByACheck.filter { !failingAlone.contains($0) }
    if !killers.isEmpty { return (.killed(killers), killers) }
    let hung = stream.unfinished + (result.timedOut ? ["the run, stopped at its limit"] : [])
    return hung.isEmpty ? (.survived(mutant.tests), []) : (.hung(hung), [])
  }

  /// The tests of `target` that fail by a check in the copy as it is, without any mutant.
  func testsFailing(in target: String) throws(CLIError) -> [String] {
    let run = TestRun(scratchPath: buildPath, workspace: copy.mirror)
    let (_, stream) = try run.run(
      filter: TestRun.filter(matching: [target + "."]), environment: environment,
      timeout: timeout)
    return stream.testsFailedByACheck
  }

  /// Applies `mutant`, builds and runs its tests.
  func run(_ mutant: Mutant, in workspace: Workspace) throws(CLIError) -> Outcome {
    let files: [String: Data]
    switch mutant.mutatedFiles(in: workspace) {
    case .success(let changed): files = changed
    case .failure(let problem): return .stale(problem.description)
    }
    if let error = try build(overriding: files) { return .doesNotBuild(error) }
    return try outcome(of: mutant.tests)
  }

  /// Runs the tests of `mutant` in the schema's build with the switch on it: killed, or what
  /// the tests did (which proves nothing until the mutant is built alone).
  func runSwitched(_ mutant: Mutant) throws(CLIError) -> Outcome {
    try outcome(of: mutant.tests, switchedOn: mutant.name)
  }

  private func outcome(of tests: [String], switchedOn mutant: String? = nil) throws(CLIError)
    -> Outcome
  {
    let (survivors, hung, failed) = try passing(tests, switchedOn: mutant)
    if !survivors.isEmpty { return .survived(survivors) }
    return hung.isEmpty ? .killed(failed) : .hung(hung)
  }
}
