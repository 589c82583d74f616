import Foundation
import Testing
import Workbook

/// What one grader test ran, kept so that a failure can attach it: the trace of each test
/// network the test made. A student (or a teacher) then opens the failing run's timeline, or
/// its trace in Perfetto, instead of guessing from one paragraph.
///
/// `.watched(exercise)` gives each grader test a run of its own (a task-local), every
/// `TestNetwork` made inside it joins it, and the failure helpers (`exercise.expect`,
/// `fail`, `require`) attach it once, the first time the test fails. Swift Testing keeps the
/// attachments when asked: `swift test --attachments-path DIR`.
public final class GraderRun: Sendable {
  @TaskLocal public static var current: GraderRun?

  private struct State {
    var traces: [Trace] = []
    var attached = false
  }

  private let state = Locked(State())

  public init() {}

  /// The scenes of the test: the ids of its traces.
  var sceneIDs: [Int] { state.withLock { $0.traces.map(\.id) } }

  /// Adds a trace the test records into, once.
  func add(_ trace: Trace) {
    state.withLock { state in
      if !state.traces.contains(where: { $0 === trace }) { state.traces.append(trace) }
    }
  }

  /// Attaches each trace, as a plain timeline and as Chrome trace-event JSON, unless that was
  /// done already for this test.
  func attachOnce(sourceLocation: SourceLocation) {
    let traces: [Trace]? = state.withLock { state in
      guard !state.attached else { return nil }
      state.attached = true
      return state.traces
    }
    for (index, trace) in (traces ?? []).enumerated() {
      let timeline = Timeline(events: trace.events, title: "The grader's run")
      let name = "run-\(index + 1)"
      Attachment.record(
        timeline.render(width: 100, color: false), named: "\(name)-timeline.txt",
        sourceLocation: sourceLocation)
      if let json = try? timeline.chromeTraceJSON(process: "grader") {
        Attachment.record(
          [UInt8](json), named: "\(name)-trace.json", sourceLocation: sourceLocation)
      }
    }
  }
}
