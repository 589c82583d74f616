import Foundation
import WorkbookTools

/// Runs one exercise's grader suite in a process of its own, and turns what happened into a
/// verdict: passed, failed (with the grader's first message), crashed, or timed out.
///
/// A process per exercise keeps a crash or a hang in one exercise away from the others.
package struct SuiteRun {
  package let workspace: Workspace
  package let options: GradingOptions

  /// Grades `exercise`; a failing grader leaves its run (timeline and trace) in
  /// `attachments/N` of the build folder, and the verdict says where.
  package func verdict(for exercise: Exercise) throws(CLIError) -> Verdict {
    let filter = exercise.suite.replacingOccurrences(of: ".", with: "\\.")
    let attachments = options.scratchFolder(in: workspace)
      .appendingPathComponent("attachments/\(exercise.id)")
    try? FileManager.default.removeItem(at: attachments)
    try? FileManager.default.createDirectory(at: attachments, withIntermediateDirectories: true)
    let (result, stream) = try TestRun(scratchPath: options.scratchPath, workspace: workspace)
      .run(
        filter: filter, environment: options.environment, timeout: options.timeout,
        extra: ["--attachments-path", attachments.path])
    var verdict = Self.verdict(result, stream, exercise: exercise, timeout: options.timeout)
    let saved = (try? FileManager.default.contentsOfDirectory(atPath: attachments.path)) ?? []
    if !verdict.passed, !saved.isEmpty { verdict.attachments = workspace.relative(attachments) }
    return verdict
  }

  /// Runs `exercise`'s suite (or `suite`) with `executable arguments` (a test binary), and
  /// reads the verdict from what it reported.
  ///
  /// Nonisolated, as is everything it calls: it blocks until the run ends, and a caller that
  /// must not hold the main actor that long (a test) runs it on a thread of its own.
  package nonisolated static func run(
    _ exercise: Exercise, suite: String? = nil, executable: URL, arguments: [String],
    in folder: URL, environment: [String: String], timeout: Double
  ) throws(CLIError) -> Verdict {
    let filter = (suite ?? exercise.suite).replacingOccurrences(of: ".", with: "\\.")
    let (result, stream) = try TestRun.run(
      executable, arguments, filter: filter, in: folder, environment: environment,
      timeout: timeout)
    return verdict(result, stream, exercise: exercise, timeout: timeout)
  }

  package nonisolated static func verdict(
    _ result: Subprocess.Result, _ stream: EventStream, exercise: Exercise, timeout: Double
  ) -> Verdict {
    let endless = said(HowATestEnded.endless, in: result.output)
    let stopped = result.timedOut || watchdogSaid(result.output) != nil || endless != nil
    if stopped,
      let checked = stream.issues.first(where: { !HowATestEnded.byAClock($0.message) })
    {
      // A check failed before the run was stopped (at the grading limit, or by the watchdog):
      // that is the verdict; what kept the rest from finishing is said after it.
      let running = stream.unfinished
      return Verdict(
        status: .failed, message: checked.message, test: checked.test,
        details: [
          watchdogSaid(result.output)
            ?? "the run was stopped at \(Int(timeout)) s with \(running.count) tests unfinished"
        ]
          + stream.issues.filter { $0.test != checked.test }.map { "\($0.test): \($0.message)" },
        seconds: result.seconds, reached: .check)
    }
    if let endless {
      // The watchdog measured a call that computes without end: a check of the code.
      return Verdict(
        status: .failed, message: "a loop that never suspends: " + endless,
        details: stream.issues.map { "\($0.test): \($0.message)" },
        seconds: result.seconds, reached: .check)
    }
    if let said = watchdogSaid(result.output) {
      return Verdict(
        status: .timedOut, message: said,
        details: stream.issues.map { "\($0.test): \($0.message)" },
        seconds: result.seconds, reached: .clock)
    }
    if result.timedOut {
      let running = stream.unfinished
      let names =
        running.isEmpty
        ? ""
        : "; still running: “\(running[0])”"
          + (running.count > 1 ? " and \(running.count - 1) more" : "")
      return Verdict(
        status: .timedOut,
        message: """
          did not finish within \(Int(timeout)) s\(names), and no wait of the grader could \
          tell why.
          """, seconds: result.seconds, reached: .clock)
    }
    if result.signaled {
      return Verdict(
        status: .crashed, message: crashReason(result.output),
        details: crashLines(result.output), seconds: result.seconds, reached: .check)
    }
    if let first = stream.issues.first {
      // A parameterised test that fails the same way for each argument says so once.
      let repeats = stream.issues.filter { $0.test == first.test && $0.message == first.message }
      let others = stream.issues.filter { $0.test != first.test || $0.message != first.message }
      return Verdict(
        status: .failed, message: TextLayout.withCount(first.message, repeats.count),
        test: first.test,
        details: TextLayout.counted(others.map { "\($0.test): \($0.message)" })
          .map { TextLayout.withCount($0.line, $0.count) },
        seconds: result.seconds, reached: reached(by: stream.issues))
    }
    if stream.testCount == 0 {
      return Verdict(
        status: .error,
        message: "its grader did not run (no suite \(exercise.suite) in the test build)",
        details: Array(result.output.split(separator: "\n").suffix(12).map(String.init)))
    }
    if stream.skipped.count == stream.testCount {
      return Verdict(status: .notStarted, message: "its grader skipped it: not started")
    }
    if result.status != 0 {
      return Verdict(
        status: .error, message: "the test run failed (exit status \(result.status))",
        details: Array(result.output.split(separator: "\n").suffix(12).map(String.init)))
    }
    // A clean exit is not a pass: every test the grader declared must have run to its end.
    let missing = stream.neverFinished
    if !missing.isEmpty || !stream.runEnded {
      let names =
        missing.isEmpty
        ? "" : ": “\(missing[0])”" + (missing.count > 1 ? " and \(missing.count - 1) more" : "")
      return Verdict(
        status: .error,
        message: """
          the test run stopped before every test had reported (\(missing.count) of \
          \(stream.testCount) never finished\(names)). Something ended the process early: \
          look for exit(), abort() or a crash in your code.
          """, seconds: result.seconds, reached: .check)
    }
    if !stream.skippedNames.isEmpty {
      return Verdict(
        status: .failed,
        message: """
          \(stream.skippedNames.count) of \(stream.testCount) tests were skipped \
          (“\(stream.skippedNames.first ?? "")”): an exercise passes only when every test \
          ran and passed.
          """, seconds: result.seconds, reached: .check)
    }
    return Verdict(status: .passed, seconds: result.seconds)
  }

  /// What the grader's watchdog said when it stopped the run, if it did.
  package nonisolated static func watchdogSaid(_ output: String) -> String? {
    said(HowATestEnded.watchdog, in: output)
  }

  /// The rest of the output's first line that holds `opening`, if one does.
  package nonisolated static func said(_ opening: String, in output: String) -> String? {
    output.split(separator: "\n").first { $0.contains(opening) }
      .map {
        String($0[$0.range(of: opening)!.upperBound...]).trimmingCharacters(in: .whitespaces)
      }
  }

  /// How a run's failures were reached: by a check if any issue was a check's, else as
  /// stuck if a wait found its work stuck, else by a clock.
  package nonisolated static func reached(by issues: [EventStream.Issue]) -> Verdict.Reached {
    if issues.contains(where: {
      !HowATestEnded.byAClock($0.message) && !$0.message.contains(HowATestEnded.stuck)
    }) {
      return .check
    }
    return issues.contains { $0.message.contains(HowATestEnded.stuck) } ? .stuck : .clock
  }

  /// The runtime's own words about a crash: `Fatal error: Index out of range`, and where.
  package nonisolated static func crashReason(_ output: String) -> String {
    let lines = output.split(separator: "\n").map(String.init)
    let fatal = lines.first { $0.contains("Fatal error") }
      .map { String($0[$0.range(of: "Fatal error")!.lowerBound...]) }
    let reason = fatal ?? "no message from the runtime"
    let place = lines.lazy.compactMap { $0.firstMatch(of: /(Exercises|Solutions)\/[^\s:]+:\d+/) }
      .first
    return place.map { "\(reason) (at \($0.0))" } ?? reason
  }

  /// The lines of a crash report worth reading: the error, and the frames in exercise code.
  package nonisolated static func crashLines(_ output: String) -> [String] {
    output.split(separator: "\n").map(String.init).filter {
      $0.contains("Fatal error") || $0.contains("/Exercises/") || $0.contains("/Solutions/")
    }.prefix(6).map { $0.trimmingCharacters(in: .whitespaces) }
  }
}
