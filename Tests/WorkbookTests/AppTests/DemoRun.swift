import Foundation
import Testing
import WorkbookTesting

/// One run of a chapter's program, the way a reader runs it: what the kit's demo shell does
/// (its gestures, its report, its options) is only seen there. `swift build --build-tests`
/// builds the chapters' programs into the folder that holds this test binary.
struct DemoRun {
  /// What the run printed on standard output, plain (`NO_COLOR`), 80 columns wide.
  let output: String
  /// What it printed on standard error.
  let errors: String
  /// Its exit status.
  let status: Int32

  init(
    _ command: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let tests = try #require(Bundle.main.executablePath, sourceLocation: sourceLocation)
    let program = URL(fileURLWithPath: tests).deletingLastPathComponent()
      .appendingPathComponent(command).path
    try #require(
      FileManager.default.isExecutableFile(atPath: program), "no \(command) beside the tests",
      sourceLocation: sourceLocation)
    var environment = ProcessInfo.processInfo.environment
    environment["NO_COLOR"] = "1"
    environment["COLUMNS"] = "80"
    let run = try await Command.run(
      program, arguments, environment: environment, timeLimit: .seconds(60),
      separateStandardError: true)
    #expect(
      !run.timedOut && !run.wasSignalled, "\(command) \(run.ending)", sourceLocation: sourceLocation
    )
    (output, errors, status) = (run.text, run.errorText, run.status)
  }
}
