import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

/// Data-race freedom at run time: what happens to the races of Embrace 19:19 and Code-along
/// 18:44 when the compiler is silenced. ThreadSanitizer, which watches memory accesses as the
/// program runs, reports each.
///
/// The racy programs are `RaceDemo/UnsafeScaleAndDisplay.swift` and
/// `RaceDemo/SharedColorExtractor.swift`, excluded from every target: each test compiles one with `-sanitize=thread` into a temporary folder and runs it with
/// `halt_on_error=1`, so the first report ends it with ThreadSanitizer's exit status, 66.
///
/// It runs only in CI's ThreadSanitizer lane (`WORKBOOK_TSAN=1`, see .ci/run), beside the whole
/// suite run under `swift test --sanitize=thread`, which must report no race at all: building
/// with ThreadSanitizer takes time an ordinary `swift test` should not spend.
@Suite("Diagnostics: ThreadSanitizer catches the race the compiler rejects", .tags(.dataRaces))
struct DiagnosticsSanitizerTests {
  /// Whether this run is the ThreadSanitizer lane.
  static let isSanitizerLane = WorkbookVariable.threadSanitizerLane.isOn

  /// ThreadSanitizer's exit status when it has reported a problem.
  static let sanitizerExitStatus: Int32 = 66

  @Test(
    "ThreadSanitizer reports the scaleAndDisplay race once the compiler's error is silenced",
    .enabled(
      if: isSanitizerLane,
      "runs in the ThreadSanitizer lane only: WORKBOOK_TSAN=1 (.ci/run sets it)"))
  func sanitizerReportsTheRace() async throws {
    let run = try await Self.runRaceDemo("UnsafeScaleAndDisplay.swift")
    // Break it: in the demo, move `await scaling.value` to just after the task is created
    // (scale, then display, as at 20:38). The race is gone, ThreadSanitizer stays silent, and
    // this fails.
    Self.expectRaceReported(run, in: "UnsafeScaleAndDisplay.swift")
  }

  @Test(
    "ThreadSanitizer reports the shared ColorExtractor race once the compiler's error is silenced",
    .enabled(
      if: isSanitizerLane,
      "runs in the ThreadSanitizer lane only: WORKBOOK_TSAN=1 (.ci/run sets it)"))
  func sanitizerReportsTheSharedExtractorRace() async throws {
    let run = try await Self.runRaceDemo("SharedColorExtractor.swift")
    // Break it: in the demo, make the extractor a local variable of `process` (the fix at
    // 20:55): each photo has its own buffers, ThreadSanitizer stays silent, and this fails.
    Self.expectRaceReported(run, in: "SharedColorExtractor.swift")
  }

  /// How many times a demo is run before its silence counts: ThreadSanitizer reports a race
  /// only while both accesses are still in its memory, which a machine busy enough to run the
  /// two sides far apart can defeat. A demo without the race is silent in every run.
  static let runs = 3

  /// Builds `RaceDemo/NAME` with ThreadSanitizer and the chapters' settings into a temporary
  /// folder, and runs it with `halt_on_error=1` until ThreadSanitizer reports, at most `runs`
  /// times.
  static func runRaceDemo(_ name: String) async throws -> ChildProcess.Result {
    let folder = try TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }  // the program must outlive its run
    let program = try await buildRaceDemo(from: raceDemo(name), in: folder)
    return try await runUntilReported(program)
  }

  /// `RaceDemo/NAME`, beside this file.
  static func raceDemo(_ name: String) -> URL {
    URL(fileURLWithPath: #filePath).deletingLastPathComponent()
      .appendingPathComponent("RaceDemo/\(name)")
  }

  /// Builds `source` with ThreadSanitizer, the chapters' settings and `objects` linked in,
  /// into `folder`; the program.
  static func buildRaceDemo(
    from source: URL, in folder: TemporaryFolder, linking objects: [URL] = []
  ) async throws -> URL {
    let program = folder.file(named: "race-demo")
    let compiler = try SwiftCompiler.located()
    let build = try await compiler.run(
      ["-swift-version", "6"] + CompilerSettings.chapters.flags + [
        "-sanitize=thread", "-g", "-Onone", "-module-name", "RaceDemo", source.path,
      ] + objects.map(\.path) + ["-o", program.path])
    try #require(
      build.succeeded,
      "\(source.lastPathComponent) did not build (\(build.ending)):\n\(build.output)")
    return program
  }

  /// Runs `program` with `halt_on_error=1` until ThreadSanitizer reports, at most `attempts`
  /// times; the last run.
  static func runUntilReported(
    _ program: URL, attempts: Int = runs
  ) async throws -> ChildProcess.Result {
    var environment = ProcessInfo.processInfo.environment
    environment["TSAN_OPTIONS"] = "halt_on_error=1"
    var run: ChildProcess.Result
    var attempt = 0
    repeat {
      attempt += 1
      run = try await ChildProcess.run(
        program, [], environment: environment, timeLimit: .seconds(120))
    } while run.status != sanitizerExitStatus && attempt < attempts
    return run
  }

  /// Checks that ThreadSanitizer reported a race in `file` and stopped the program.
  static func expectRaceReported(
    _ run: ChildProcess.Result, in file: String, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    #expect(
      run.output.contains("WARNING: ThreadSanitizer:") && run.output.contains("race"),
      "ThreadSanitizer reported no race (\(run.ending)):\n\(run.output)",
      sourceLocation: sourceLocation)
    #expect(run.output.contains(file), "\(run.output)", sourceLocation: sourceLocation)
    #expect(
      run.status == sanitizerExitStatus && !run.signaled, "\(run.ending)",
      sourceLocation: sourceLocation)
  }
}
