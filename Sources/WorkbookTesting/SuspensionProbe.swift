import Workbook

/// Tells whether an async call on the main actor suspended: the probe for "is a cached
/// image shown at once?".
///
/// It enqueues a piece of main-actor work just before the call. The main actor runs one
/// thing at a time, so that work can run before the call returns only if the call gave the
/// main actor up, at a suspension. No timing is involved: the order is the proof.
@MainActor
public enum SuspensionProbe {
  /// What `run` saw: whether the call suspended, and the events it recorded.
  public struct Outcome {
    /// Whether the work enqueued before the call ran before the call returned.
    public let suspended: Bool
    /// What the call recorded, into a trace of its own.
    public let trace: Trace
    /// The labels the call had recorded when it returned, in order, without `end` events:
    /// work it left to a task of its own, which runs later, is not among them.
    public let labels: [String]
  }

  /// Runs `call` on the main actor with a trace of its own, and reports whether it
  /// suspended.
  public static func run(_ call: () async throws -> Void) async rethrows -> Outcome {
    let trace = Trace()
    let probe = Trace()
    let earlier = Task { @MainActor in probe.record("work enqueued earlier") }
    try await Trace.$current.withValue(trace) {
      try await call()
    }
    let suspended = !probe.events.isEmpty
    let labels = trace.labels
    await earlier.value
    return Outcome(suspended: suspended, trace: trace, labels: labels)
  }

  /// Taps through the entry point the exercise names (`onTapEvent`, which starts a task) and
  /// reports whether the tap's work suspended before it finished: a probe job is queued on
  /// the main actor right after the tap, behind the task the tap started. Work that runs to
  /// its end without suspending, in the tap handler or at the top of the task, has recorded
  /// everything before the probe runs; work that suspends records some of it after.
  ///
  /// So any structure the task allows passes (a cache check in the tap handler or in the
  /// method it calls), and the grader never needs an internal method.
  public static func tap(_ start: () -> Task<Void, Never>) async -> Outcome {
    let trace = Trace()
    let task = Trace.$current.withValue(trace) { start() }
    let probe = Task { @MainActor in trace.events.count }
    let recordedBeforeProbe = await probe.value
    await task.value
    return Outcome(
      suspended: trace.events.count > recordedBeforeProbe, trace: trace, labels: trace.labels)
  }
}
