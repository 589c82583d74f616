import Workbook
import WorkbookTesting

/// What a call had done by the moment it returned, seen from its caller: the check behind
/// "when it returns, it is done".
///
/// Looking after the call is not enough: work the call handed to a task nobody awaits may
/// have run by then, and seem done. Nor is a mark recorded in the caller's task the moment the
/// call returns, alone: on a loaded machine, that task may run on another thread before the
/// caller gets there. So the call is made from a task of its own scene, which keeps the
/// scene's other tasks back while the call runs (`Scene.keepingOtherTasksBack`): work the call
/// awaits, in its own task or any other, is let go and recorded before the mark; work it left
/// to a task nobody awaits waits until the mark is recorded. Once the call has returned, the
/// grader waits for the scene to settle, so that what it left behind has run too, and is seen
/// after the mark.
nonisolated struct DoneOnReturn: Sendable {
  /// Everything recorded during the call, and after it.
  let trace: Trace
  /// The mark recorded in the caller's task as the call returned.
  let returned: TraceEvent

  /// Runs `call` from a task on the pool, recording into a trace of its own, and waits for
  /// it to return, then for what it left behind to settle.
  /// - Returns: nil when the call never returned: its work settled with the call still
  ///   waiting.
  /// - Throws: what the call threw; `SceneStuck` when its work never settles.
  static func call(
    _ what: String, _ call: @escaping @Sendable () async throws -> Void
  ) async throws -> Self? {
    let trace = Trace()
    let scene = Scene(what, trace: trace)
    let outcome = try await scene.whetherEnds(what) {
      try await scene.keepingOtherTasksBack {
        try await call()
        trace.record("returned")
      }
      return trace.events.last { $0.label == "returned" }!
    }
    guard let returned = try outcome?.get() else { return nil }
    _ = try await scene.settledOrPolling()
    return DoneOnReturn(trace: trace, returned: returned)
  }

  /// The `begin` or `instant` events whose label starts with `prefix` that were recorded
  /// before the call returned.
  func doneBeforeReturn(_ prefix: String) -> [TraceEvent] {
    trace.events.filter {
      $0.kind != .end && $0.label.hasPrefix(prefix) && $0.sequence < returned.sequence
    }
  }

  /// The same events recorded after the call returned.
  func doneAfterReturn(_ prefix: String) -> [TraceEvent] {
    trace.events.filter {
      $0.kind != .end && $0.label.hasPrefix(prefix) && $0.sequence > returned.sequence
    }
  }
}
