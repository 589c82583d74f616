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
    /// The labels the call recorded, in order, without `end` events.
    public var labels: [String] { trace.labels }
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
    await earlier.value
    return Outcome(suspended: suspended, trace: trace)
  }
}
