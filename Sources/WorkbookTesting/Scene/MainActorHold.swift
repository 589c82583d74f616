import Foundation

/// Keeps the main actor's jobs back while a test holds it, in the order they come, and queues
/// them on the main dispatch queue once the hold ends: a test can thus have two pieces of work
/// reach the main actor before either runs there. Dispatch cannot do it (`suspend()` does
/// nothing to the main queue), so the main executor asks here before it queues a job.
final class MainActorHold: @unchecked Sendable {  // SAFETY: every stored var is behind `lock`
  static let shared = MainActorHold()

  private let lock = NSLock()
  private var holders = 0
  private var kept: [@Sendable () -> Void] = []

  /// Keeps `run`, a main-actor job, and returns true while the main actor is held; returns
  /// false, keeping nothing, when it is not.
  func keep(_ run: @escaping @Sendable () -> Void) -> Bool {
    lock.withLock {
      guard holders > 0 else { return false }
      kept.append(run)
      return true
    }
  }

  /// Holds the main actor until `release`: its jobs are kept from now on.
  func hold() {
    lock.withLock { holders += 1 }
  }

  /// Ends a hold; the last one to end queues every job kept, in order, on the main queue.
  func release() {
    lock.withLock {
      holders -= 1
      guard holders == 0 else { return }
      for run in kept { DispatchQueue.main.async(execute: run) }
      kept = []
    }
  }
}
