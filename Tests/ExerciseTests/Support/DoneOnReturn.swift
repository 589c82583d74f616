import Workbook

/// What a call had done by the moment it returned, seen from its caller: the check behind
/// "when it returns, it is done".
///
/// Looking after the call is not enough. A caller on the main actor resumes behind every
/// main-actor job queued before it, so work the call handed to a task nobody awaits may run
/// before the caller looks, and seem done. So the call is made from a task on the pool, a
/// mark is recorded in that task the moment the call returns, and only events recorded in
/// the caller's own task before the mark count: the call's awaited work runs in its caller's
/// task, and a task of its own, even one that happened to finish first, is another task.
nonisolated struct DoneOnReturn: Sendable {
  /// Everything recorded during the call, and after it.
  let trace: Trace
  /// The mark recorded in the caller's task as the call returned.
  let returned: TraceEvent

  /// Runs `call` from a task on the pool, recording into a trace of its own.
  static func call(_ call: sending @escaping () async throws -> Void) async throws -> Self {
    let trace = Trace()
    let returned = try await Task.detached {
      try await Trace.$current.withValue(trace) {
        try await call()
        trace.record("returned")
        return trace.events.last { $0.label == "returned" }!
      }
    }.value
    return DoneOnReturn(trace: trace, returned: returned)
  }

  /// The `begin` or `instant` events whose label starts with `prefix` that were recorded in
  /// the caller's task before the call returned.
  func doneBeforeReturn(_ prefix: String) -> [TraceEvent] {
    trace.events.filter {
      $0.kind != .end && $0.label.hasPrefix(prefix) && $0.sequence < returned.sequence
        && $0.taskNumber == returned.taskNumber
    }
  }

  /// The same events recorded anywhere else: in another task, or after the call returned.
  func doneElsewhere(_ prefix: String) -> [TraceEvent] {
    trace.events.filter {
      $0.kind != .end && $0.label.hasPrefix(prefix)
        && ($0.sequence > returned.sequence || $0.taskNumber != returned.taskNumber)
    }
  }
}
