import Dispatch
import Workbook

/// The renderer's own serial queue, marked so that code can ask whether it runs there.
///
/// Where a callback ran is asked of the queue itself, through a queue-specific key, not of
/// the thread (`Thread.isMainThread` proves nothing under `swift test` on Linux) and not of
/// the code's declared isolation: a callback recorded in the `Renderer` domain really ran on
/// this queue.
final class RenderQueue: Sendable {
  let queue: DispatchQueue
  private let key = DispatchSpecificKey<Bool>()

  init(label: String) {
    queue = DispatchQueue(label: label)
    queue.setSpecific(key: key, value: true)
  }

  /// Whether the caller runs on this queue.
  var isCurrent: Bool { DispatchQueue.getSpecific(key: key) ?? false }

  /// Where the caller runs: this queue, the main actor, or the pool.
  func currentDomain() -> IsolationDomain {
    isCurrent ? Renderer.domain : IsolationDomain.current(isolation: nil)
  }

  /// Runs `work` on the queue and returns its result, suspending the caller meanwhile.
  func run<Result: Sendable>(_ work: @escaping @Sendable () -> Result) async -> Result {
    // The caller is resumed from the queue's thread, where no job of Swift concurrency says
    // whose work it is: claimed for its scene first, it is counted as the scene's there too,
    // and a harness that watches the scene never sees it quiet between the queue's work and
    // the caller's next step (a `Task.immediate`, never queued before, would be no scene's).
    WaitBoard.claimRunningTask()
    // CANCEL-OK: the work always ends on the queue, and resumes the caller.
    return await withCheckedContinuation { continuation in
      queue.async { continuation.resume(returning: work()) }
    }
  }
}
