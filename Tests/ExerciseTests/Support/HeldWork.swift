import Foundation
import Workbook

/// The work a grader calls, held at a `WorkGate` and run on threads of the grader's own, so
/// that the grader can tell "this work has not started yet" from "this work will never start"
/// without waiting on a clock.
///
/// The call runs in a task that prefers a `ThreadExecutor` (SE-0417): its nonisolated code,
/// its child tasks and the default actors it calls all run on its threads, and main-actor
/// code runs on the main actor. The work has settled when those threads have nothing to run
/// and turns of the main actor, queued behind whatever the work queued there, give them
/// nothing new: every piece of the work is then waiting at the gate or for another piece,
/// and nothing left can change that. Right answers use no unstructured task and no queue of
/// their own (the graders reject both), so no piece runs anywhere else.
nonisolated final class HeldWork: Sendable {
  /// Where the kit's work is held, by name.
  let gate = WorkGate()
  /// As many threads as cores, so that work that may run side by side does, as on the pool.
  private let executor = ThreadExecutor(
    threads: ProcessInfo.processInfo.activeProcessorCount)
  /// How many calls `start` began have not returned.
  private let running = Locked(0)

  /// Starts `body`, the call under test, on the grader's threads, its kit work held at `gate`.
  func start<Result: Sendable>(
    _ body: @escaping @Sendable () async throws -> Result
  ) -> Task<Result, any Error> {
    let (gate, running) = (gate, running)
    running.withLock { $0 += 1 }
    return Task(executorPreference: executor) {
      // Counted here, on the grader's threads, so that a return is seen once the work settles.
      defer { running.withLock { $0 -= 1 } }
      return try await WorkGate.$current.withValue(gate) { try await body() }
    }
  }

  /// Returns once the work can make no more progress by itself.
  ///
  /// A round lets the threads run everything they have, then takes a turn of the main actor,
  /// queued behind the main-actor work of the call; the work has settled after
  /// `quietRounds` rounds in a row in which the threads ran nothing. More than one, because
  /// main-actor work queued behind a turn (a child task that starts on the main actor, made
  /// by a main-actor job that ran before the turn) runs only before the next one.
  ///
  /// Marked to run on the pool, so that it does whoever calls it: its turn of the main actor
  /// must queue behind the main-actor work of the call, which a caller already on the main
  /// actor would not.
  @concurrent func settled() async {
    var quiet = 0
    while quiet < Self.quietRounds {
      await executor.untilNothingToRun()
      let before = executor.jobsRun
      await MainActor.run {}
      await executor.untilNothingToRun()
      quiet = executor.jobsRun == before ? quiet + 1 : 0
    }
  }

  /// Rounds in a row with nothing run on the threads before the work counts as settled.
  static let quietRounds = 3

  /// Whether `count` pieces of work named `name` arrive at the gate. If the work settles
  /// without them, `unblock` runs (to let held work through) and the answer is false.
  @concurrent func arrives(
    _ name: String, count: Int = 1, unblock: @Sendable () -> Void = {}
  ) async -> Bool {
    // A piece is counted before it waits, so once the work has settled the count is final.
    await settled()
    if gate.arrivals(of: name) >= count { return true }
    unblock()
    return false
  }

  /// Whether the calls `start` began have all returned once the work has settled.
  @concurrent func returned() async -> Bool {
    await settled()
    return running.withLock { $0 == 0 }
  }

  deinit {
    executor.stop()
  }
}
