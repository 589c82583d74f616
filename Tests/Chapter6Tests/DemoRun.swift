import Foundation
import Testing
import WorkbookTesting

/// One run of a chapter's own program, the way a reader runs it: what main.swift does between
/// the gestures is only seen there. `swift build --build-tests` builds the chapters' programs
/// into the folder that holds this test binary.
struct DemoRun {
  /// Everything the run printed, plain (`NO_COLOR`), 80 columns wide.
  let output: String

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
      program, arguments, environment: environment, timeLimit: .seconds(60))
    #expect(run.succeeded, "\(command) \(run.ending)", sourceLocation: sourceLocation)
    output = run.text
  }

  /// The labels of the timeline's key, in the order the events began: `open small.ppm`.
  var keyLabels: [String] {
    output.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.wholeMatch(of: /[a-zA-Z0-9*]  (.+?)  +\S.*/) else { return nil }
      return String(match.1)
    }
  }
}
