import Foundation
import Workbook

/// Two calls on one object, the second made while the first is held inside its span: the way
/// to see whether anything keeps them one at a time, which calls that take turns by chance
/// never show.
///
/// The first call records into a trace of its own, whose watcher stops the recording thread
/// at the call's `begin`: the call is then in progress, where it runs, and stays so. The
/// second call records into another trace, from a `ThreadExecutor`; once that thread has
/// nothing left to run, the second call has either run, or is waiting for whatever runs the
/// first, and the first is let go. No timing decides the outcome; the limit on the hold only
/// ends a wait for a call that waits on the first in some other way.
nonisolated enum HeldSpan {
  /// What the two calls recorded.
  struct Outcome: Sendable {
    /// The first call's `begin` that was held, or nil when the call recorded none.
    let held: TraceEvent?
    /// What the second call recorded while the first was held, without `end` events.
    let whileHeld: [TraceEvent]
    /// What the second call recorded in all.
    let second: Trace
  }

  /// Runs `first` until it records the `begin` labelled `label`, holds it there, runs
  /// `second`, and lets `first` go once `second` can go no further.
  @concurrent
  static func run(
    holding label: String, in first: @escaping @Sendable () async -> Void,
    whileRunning second: @escaping @Sendable () async -> Void
  ) async -> Outcome {
    let (firstTrace, secondTrace) = (Trace(), Trace())
    let (firstThread, secondThread) = (ThreadExecutor(), ThreadExecutor())
    defer {
      firstThread.stop()
      secondThread.stop()
    }
    let reached = Reached()
    let release = DispatchSemaphore(value: 0)
    // The trace asks its watchers about each event on the thread that records it.
    let watcher = Task {
      await firstTrace.firstEvent { event in
        guard event.kind == .begin, event.label == label else { return false }
        reached.report(event)
        _ = release.wait(timeout: .now() + .seconds(5))
        return true
      }
    }
    await firstTrace.waitForWaiters(count: 1)
    let firstCall = Trace.$current.withValue(firstTrace) {
      Task(executorPreference: firstThread) {
        await first()
        reached.report(nil)
      }
    }
    guard let held = await reached.first() else {
      watcher.cancel()
      await firstCall.value
      return Outcome(held: nil, whileHeld: [], second: secondTrace)
    }
    let secondCall = Trace.$current.withValue(secondTrace) {
      Task(executorPreference: secondThread) { await second() }
    }
    await secondThread.untilIdle()
    let whileHeld = secondTrace.events.filter { $0.kind != .end }
    release.signal()
    await firstCall.value
    await secondCall.value
    _ = await watcher.value
    return Outcome(held: held, whileHeld: whileHeld, second: secondTrace)
  }

  /// The first of two reports: the held `begin`, or nil when the first call ended without it.
  /// The kit's gate is the wait: the first report lets `first()` through.
  private final class Reached: Sendable {
    private let reported = Locked<TraceEvent??>(nil)
    /// `first()` waits here for the report, whatever becomes of its task, as the rest of the
    /// run does.
    private let gate = Gate(whenCancelled: .staysHeld)

    func report(_ event: TraceEvent?) {
      let isFirst = reported.withLock { reported in
        guard reported == nil else { return false }
        reported = .some(event)
        return true
      }
      if isFirst { gate.release("report") }
    }

    func first() async -> TraceEvent? {
      await gate.pass("report")
      return reported.current ?? nil
    }
  }
}
