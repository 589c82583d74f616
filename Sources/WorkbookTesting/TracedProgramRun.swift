import Foundation
import Testing
import Workbook

/// A run of a chapter's program with its trace written as a Chrome trace file
/// (`--trace-json`), read back: what the chapter's demo (`ChapterDemo.swift`) played, in order, with where
/// each step ran and in which task.
public struct TracedProgramRun: Sendable {
  /// The events with a place in time (instants and spans), in the order they began.
  public let events: [ChromeTraceEvent]

  /// Runs `command` with `arguments` and reads its trace; records an issue if the run
  /// failed.
  public init(
    _ command: String, _ arguments: [String], sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let folder = try TemporaryFolder()
    let file = folder.file(named: "run.json")
    let run = try await ProgramRun(
      command, ["--trace-json", file.path] + arguments, sourceLocation: sourceLocation)
    try #require(run.status == 0, "\(run.errors)", sourceLocation: sourceLocation)
    let trace = try JSONDecoder().decode(ChromeTraceFile.self, from: Data(contentsOf: file))
    events = trace.traceEvents.filter { $0.ph == "i" || $0.ph == "X" }.sorted { $0.ts < $1.ts }
  }

  /// The events' labels, in order.
  public var labels: [String] { events.map(\.name) }

  /// The labels of the events of the task labelled `task` (`effect`), in order.
  public func labels(of task: String) -> [String] {
    events.filter { $0.args?["task"] == .text(task) }.map(\.name)
  }

  /// When each event named `name` happened, in milliseconds from the start of the run.
  public func times(of name: String) -> [Double] {
    events.filter { $0.name == name }.map { $0.ts / 1000 }
  }

  /// The events from the last one named `name` on.
  public func events(fromTheLast name: String) -> [ChromeTraceEvent] {
    guard let start = events.lastIndex(where: { $0.name == name }) else { return [] }
    return Array(events[start...])
  }
}
