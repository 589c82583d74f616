import Foundation
import WorkbookTools

/// Grades exercises: builds the graders once, leaving out exercises that do not compile, then
/// runs each exercise's suite in a process of its own.
///
/// On Linux every test target is linked into one test binary, so one compile error would
/// stop them all. When the build fails, the errors are traced to the exercises they belong
/// to, those exercises are named in `WORKBOOK_EXCLUDE` (Package.swift then leaves out their
/// modules and graders), and the rest is built again.
package final class Grader {
  package let workspace: Workspace
  package var options: GradingOptions
  /// Exercises left out of the build because they did not compile, and why.
  private(set) var excluded: [String: Verdict] = [:]
  /// Where progress lines go (the scorecard comes after).
  package var report: (String) -> Void = { say($0) }

  package init(workspace: Workspace, options: GradingOptions) {
    self.workspace = workspace
    self.options = options
  }

  /// Grades `selected`, out of `all` (which every build must account for).
  package func grade(_ selected: [Exercise], of all: [Exercise]) throws(CLIError) -> [String:
    Verdict]
  {
    var verdicts: [String: Verdict] = [:]
    var toRun: [Exercise] = []
    for exercise in selected {
      if !options.ignoreMarkers, !options.solutions, exercise.isMarked(in: workspace) {
        verdicts[exercise.id] = Verdict(
          status: .notStarted,
          message: "delete its \"\(Exercise.marker)\" line to start")
      } else {
        toRun.append(exercise)
      }
    }
    guard !toRun.isEmpty else { return verdicts }
    for exercise in toRun { excluded[exercise.id] = nil }  // try again what may have changed
    if !FileManager.default.fileExists(atPath: options.scratchFolder(in: workspace).path) {
      report("Building the exercises and their graders (the first time takes a little while)…")
    }
    if let failure = try build(all) {
      for exercise in toRun { verdicts[exercise.id] = failure }
      return verdicts
    }
    for exercise in toRun {
      if let compileError = excluded[exercise.id] {
        verdicts[exercise.id] = compileError
      } else {
        verdicts[exercise.id] = try SuiteRun(workspace: workspace, options: options)
          .verdict(for: exercise)
      }
    }
    return verdicts
  }

  /// Builds the exercises and graders of `all` that grading would build, without running
  /// any: `watch` does it while the student reads, so that the first save is graded in
  /// seconds rather than after the whole first build. What does not compile is left for
  /// `grade` to report.
  package func prepare(_ all: [Exercise]) throws(CLIError) {
    _ = try build(all)
  }

  /// Builds until what is left compiles; returns a verdict for everyone when the package
  /// itself does not build.
  private func build(_ all: [Exercise]) throws(CLIError) -> Verdict? {
    let swift = try Subprocess.executable(named: "swift")
    while true {
      var environment = options.environment
      let unfocused = all.map(\.id).filter { id in options.focus.map { !$0.contains(id) } ?? false }
      environment[WorkbookVariable.exclude.name] = Set(excluded.keys).union(unfocused).sorted()
        .joined(separator: ",")
      let result = try Subprocess.run(
        swift, ["build", "--build-tests", "--scratch-path", options.scratchPath],
        in: workspace.root, environment: environment, timeout: 1800)
      if result.succeeded { return nil }
      let log = CompilerLog(result.output)
      let owned = log.errorsByExercise(all, in: workspace, sourceFolder: options.sourceFolder)
      let newlyBroken = owned.keys.filter { excluded[$0] == nil }
      guard !newlyBroken.isEmpty else {
        let first = log.unowned(by: owned).first.map(describe) ?? lastLines(result.output)
        return Verdict(status: .error, message: "the package does not build: \(first)")
      }
      for id in newlyBroken.sorted() {
        let errors = owned[id] ?? []
        report("  \(id) does not compile; building the others without it")
        excluded[id] = Verdict(
          status: .compileError, message: errors.first.map(reason) ?? "",
          details: errors.prefix(6).map(describe))
      }
    }
  }

  /// The compiler's message first, then where: `cannot find 'x' in scope
  /// (ImageModel.swift:58)`. The scorecard's column shows the reason, not a long path.
  package func reason(_ error: CompilerLog.Error) -> String {
    let file = URL(fileURLWithPath: error.path).lastPathComponent
    let reason = "\(error.message) (\(file):\(error.line))"
    return isGrader(error) ? Self.graderPrefix + reason : reason
  }

  /// The error with its path from the package root, for the details.
  private func describe(_ error: CompilerLog.Error) -> String {
    let path = workspace.relative(URL(fileURLWithPath: error.path))
    let place = "\(path):\(error.line): \(error.message)"
    return isGrader(error) ? Self.graderPrefix + place : place
  }

  private func isGrader(_ error: CompilerLog.Error) -> Bool {
    workspace.relative(URL(fileURLWithPath: error.path)).hasPrefix("Tests/")
  }

  private static let graderPrefix =
    "the grader cannot use your code (keep the names the exercise gives): "

  private func lastLines(_ output: String) -> String {
    output.split(separator: "\n").suffix(3).joined(separator: " / ")
  }
}
