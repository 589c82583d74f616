import Foundation
import Testing
import WorkbookTools

/// One run of a chapter's own program, the way a reader runs it: what the chapter's demo
/// (`ChapterDemo.swift`) and the kit's demo shell do between the gestures (their order, their
/// report, their options) is only seen there, since the demo ends its process. `swift build --build-tests` builds the chapters' programs into the folder
/// that holds the test binary, where this finds them.
public struct ProgramRun: Sendable {
  /// What the run printed on standard output, 80 columns wide: plain, as `NO_COLOR` asks,
  /// unless the run was `asTerminal`.
  public let output: String
  /// What it printed on standard error.
  public let errors: String
  /// Its exit status.
  public let status: Int32

  /// Runs `command` (`chapter6`) with `arguments`; records an issue if it is not there, or
  /// if it hangs or crashes (a signal, or a crash trace on standard error).
  ///
  /// - Parameter colorAllowed: run as a colour terminal's shell would (`TERM` says colours,
  ///   no `NO_COLOR`), so that only the output not being a terminal can keep it plain.
  public init(
    _ command: String, _ arguments: [String], colorAllowed: Bool = false,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let tests = try #require(Bundle.main.executablePath, sourceLocation: sourceLocation)
    let program = URL(fileURLWithPath: tests).deletingLastPathComponent()
      .appendingPathComponent(command).path
    try #require(
      FileManager.default.isExecutableFile(atPath: program), "no \(command) beside the tests",
      sourceLocation: sourceLocation)
    var environment = ProcessInfo.processInfo.environment
    if colorAllowed {
      environment["NO_COLOR"] = nil
      environment["TERM"] = "xterm-256color"
    } else {
      environment["NO_COLOR"] = "1"
    }
    environment["COLUMNS"] = "80"
    let run = try await ChildProcess.run(
      URL(fileURLWithPath: program), arguments, environment: environment,
      timeLimit: Self.backstop, separateErrors: true)
    #expect(
      !run.timedOut && !run.signaled, "\(command) \(run.ending)", sourceLocation: sourceLocation
    )
    // What the runtime prints when a program crashes.
    let crashTrace = /Fatal error|Stack dump|Current stack trace|Illegal instruction|Segmentation/
    #expect(
      !run.errors.contains(crashTrace), "\(command) crashed: \(run.errors)",
      sourceLocation: sourceLocation)
    (output, errors, status) = (run.output, run.errors, run.status)
  }

  /// How long a program may run before it is taken for hung and ended: a backstop, never a
  /// verdict on speed. A chapter's run takes a few seconds; on one core shared with a build,
  /// with the tests' own work beside it, one took more than a minute.
  static let backstop = Duration.seconds(300)

  /// The labels of the timeline's key, in the order the events began: `open small.ppm`.
  public var keyLabels: [String] {
    output.split(separator: "\n").compactMap { line -> String? in
      guard let match = line.wholeMatch(of: /[a-zA-Z0-9*]  (.+?)  +\S.*/) else { return nil }
      return String(match.1)
    }
  }
}
