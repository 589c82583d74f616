import Foundation
import Testing
import WorkbookTesting

/// Data-race freedom at run time: what happens to the race of Embrace 19:19 when the compiler
/// is silenced. ThreadSanitizer, which watches memory accesses as the program runs, reports it.
///
/// The racy program is `RaceDemo/UnsafeScaleAndDisplay.swift`, excluded from every target: the
/// test compiles it with `-sanitize=thread` into a temporary folder and runs it with
/// `halt_on_error=1`, so the first report ends it with ThreadSanitizer's exit status, 66.
///
/// It runs only in CI's ThreadSanitizer lane (`WORKBOOK_TSAN=1`, see .ci/run), beside the whole
/// suite run under `swift test --sanitize=thread`, which must report no race at all: building
/// with ThreadSanitizer takes time an ordinary `swift test` should not spend.
@Suite("Diagnostics: ThreadSanitizer catches the race the compiler rejects", .tags(.dataRaces))
struct DiagnosticsSanitizerTests {
  /// Whether this run is the ThreadSanitizer lane.
  static let isSanitizerLane = ProcessInfo.processInfo.environment["WORKBOOK_TSAN"] == "1"

  /// ThreadSanitizer's exit status when it has reported a problem.
  static let sanitizerExitStatus: Int32 = 66

  @Test(
    "ThreadSanitizer reports the scaleAndDisplay race once the compiler's error is silenced",
    .enabled(
      if: isSanitizerLane,
      "runs in the ThreadSanitizer lane only: WORKBOOK_TSAN=1 (.ci/run sets it)"))
  func sanitizerReportsTheRace() async throws {
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RaceDemo/UnsafeScaleAndDisplay.swift")
    let folder = try TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }  // the program must outlive its run
    let program = folder.file(named: "race-demo").path

    let compiler = try SwiftCompiler.located()
    let build = try await compiler.run(
      ["-swift-version", "6"] + CompilerSettings.chapters.flags + [
        "-sanitize=thread", "-g", "-Onone", "-module-name", "RaceDemo", source.path,
        "-o", program,
      ])
    try #require(build.succeeded, "the race demo did not build (\(build.ending)):\n\(build.text)")

    var environment = ProcessInfo.processInfo.environment
    environment["TSAN_OPTIONS"] = "halt_on_error=1"
    let run = try await Command.run(
      program, [], environment: environment, timeLimit: .seconds(120))
    // Break it: in the demo, move `await scaling.value` to just after the task is created
    // (scale, then display, as at 20:38). The race is gone, ThreadSanitizer stays silent, and
    // this fails.
    #expect(
      run.text.contains("WARNING: ThreadSanitizer:") && run.text.contains("race"),
      "ThreadSanitizer reported no race (\(run.ending)):\n\(run.text)")
    #expect(run.text.contains("UnsafeScaleAndDisplay.swift"), "\(run.text)")
    #expect(run.status == Self.sanitizerExitStatus && !run.wasSignalled, "\(run.ending)")
  }
}
