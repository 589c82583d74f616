import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A clean exit is not a pass: a grader's suite passes only when every test it declares ran
/// and passed. Proved on real child runs of this test binary, read by the grading command's
/// own code (`SuiteRun.run`), as `workbook grade` reads an exercise's suite.
///
/// The tests are `@concurrent`, and the child runs wait on a thread of their own
/// (`DemoRun.grade`): a child may run for up to a minute, and neither the main actor, which
/// other tests of this binary need, nor a thread of the pool is held meanwhile. One child at a
/// time (`.serialized`): each is a whole test process.
@Suite(
  "Grading: a verdict is a pass only when every declared test ran and passed", .serialized,
  .backstop)
struct CleanExitTests {
  @Test(
    "A suite whose code exits 0 halfway is not a pass; the same suite run to its end is",
    .enabled(if: TestProcess.canRerunItself, "needs the test binary to run a filtered copy"),
    arguments: [
      (DemoRun.exitHalfway, false), (DemoRun.skipOne, false), (DemoRun.allPass, true),
    ])
  @concurrent func cleanExitIsNotAPass(mode: String, passes: Bool) async throws {
    let verdict = try await DemoRun.grade(mode)
    // Break it: in SuiteRun.verdict, drop the check of `stream.neverFinished`, and the early
    // exit is graded "passed".
    #expect(verdict.passed == passes, "\(mode): \(verdict.status) \(verdict.message)")
    if mode == DemoRun.exitHalfway {
      #expect(verdict.message.contains("before every test had reported"), "\(verdict.message)")
    }
  }
}

/// Runs `CleanExitDemoTests` in a child process through the grading command's suite runner.
nonisolated enum DemoRun {
  static let variable = WorkbookVariable.cleanExitDemo.name
  static let exitHalfway = "exit-halfway"
  static let skipOne = "skip-one"
  static let allPass = "all-pass"
  static var mode: String? { ProcessInfo.processInfo.environment[variable] }

  static func grade(_ mode: String) async throws -> Verdict {
    try await grade("CleanExitDemoTests", environment: [variable: mode])
  }

  /// Grades the demo suite `suite` of this binary in a child run, with `environment` added.
  ///
  /// `SuiteRun.run` blocks until the child ends (up to its timeout), so it runs on a thread of
  /// its own, and the caller's task is suspended meanwhile, holding no thread.
  static func grade(_ suite: String, environment extra: [String: String]) async throws
    -> Verdict
  {
    let binary = try TestProcess.executable()
    let exercise = Exercise(
      id: "9.8", title: "Demo", chapterFolder: "99-demo", file: "9.8-demo/Demo.swift",
      points: 1, taughtIn: "Chapters/01-x.md#x", hints: [], starterFails: nil)
    var environment = ProcessInfo.processInfo.environment
    environment.merge(extra) { _, new in new }
    let folder = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    return try await onThreadOfItsOwn { [environment] in
      try SuiteRun.run(
        exercise, suite: "GradingTests.\(suite)",
        executable: binary,
        arguments: ["--testing-library", "swift-testing"],
        in: folder, environment: environment, timeout: 60)
    }
  }

  /// Runs `work` on a new thread and returns what it returns, while the caller's task waits
  /// suspended: blocking work that must not hold the main actor or a thread of the pool.
  private static func onThreadOfItsOwn<Value: Sendable>(
    _ work: @escaping @Sendable () throws -> Value
  ) async throws -> Value {
    // CANCEL-OK: the work runs to its end on its thread, and resumes the caller.
    try await withCheckedThrowingContinuation { continuation in
      Thread { continuation.resume(with: Result { try work() }) }.start()
    }
  }
}

/// Three tests that pass, unless the mode makes the second end the process with status 0
/// (as a submission's `exit(0)` would) or be skipped. Runs only in `CleanExitTests`' child.
@Suite(
  "Clean exit demo", .serialized,
  .enabled(if: DemoRun.mode != nil, "runs only in a child run"))
struct CleanExitDemoTests {
  @Test func first() {
    #expect(1 + 1 == 2)
  }

  @Test(.enabled(if: DemoRun.mode != DemoRun.skipOne)) func second() {
    if DemoRun.mode == DemoRun.exitHalfway { exit(0) }
    #expect(2 + 2 == 4)
  }

  @Test func third() {
    #expect(3 + 3 == 6)
  }
}

/// Submissions graded end to end: a child run of a suite that scans a submission's folder,
/// read by `SuiteRun`, as `workbook grade` reads an exercise's grader.
///
/// `@concurrent` and one child at a time, as `CleanExitTests` are, for the same reasons.
@Suite(
  "Grading: a submission's escape hatch fails its grade, end to end", .serialized,
  .backstop)
struct ScanVerdictTests {
  @Test(
    "A hidden escape hatch fails the grade; the same code without it passes",
    .enabled(if: TestProcess.canRerunItself, "needs the test binary to run a filtered copy"),
    arguments: [
      ("nonisolated(`unsafe`) var cache = 0", false),
      ("let r = /\"a\\/\\//; final class C: @unchecked Sendable {}", false),
      ("let r = /\"a\\/\\//; final class C: Sendable {}", true),
    ])
  @concurrent func hiddenHatchFails(code: String, passes: Bool) async throws {
    let folder = try TemporaryFolder()
    _ = try folder.write(Data("import Foundation\n\(code)\n".utf8), named: "Model.swift")
    let verdict = try await DemoRun.grade(
      "ScanDemoTests", environment: [ScanDemo.variable: folder.url.path])
    #expect(verdict.passed == passes, "\(code): \(verdict.status) \(verdict.message)")
    if !passes { #expect(verdict.message.contains("rejected"), "\(verdict.message)") }
  }
}

nonisolated enum ScanDemo {
  static let variable = WorkbookVariable.scanDemo.name
  static var folder: String? { ProcessInfo.processInfo.environment[variable] }
}

/// A grader's escape-hatch test, scanning the folder `ScanVerdictTests` names. Runs only in
/// its child run.
@Suite("Scan demo", .enabled(if: ScanDemo.folder != nil, "runs only in a child run"))
struct ScanDemoTests {
  @Test func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      inFolder: URL(fileURLWithPath: ScanDemo.folder ?? ""), named: "Submission",
      hint: "Fix the race instead.")
  }
}
