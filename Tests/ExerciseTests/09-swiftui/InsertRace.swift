import Foundation
import Synchronization
import Workbook

/// Threads that meet before every key and then call `insert` together: the grader's way to
/// make two calls of one key overlap, which a task group on a busy pool does only by chance.
///
/// They are threads of their own, not tasks, so that one waiting at the barrier never holds
/// a pool thread the other needs.
nonisolated enum InsertRace {
  /// Runs `insert(thread, key)` for every key on each of `threads` threads, all of them
  /// starting each key together; returns, per thread, what each call returned.
  static func run(
    keys: Int, threads: Int, insert: @escaping @Sendable (Int, Int) -> [UInt32]
  ) async -> [[[UInt32]]] {
    let barrier = Barrier()
    let results = Locked<[Int: [[UInt32]]]>([:])
    return await withCheckedContinuation { continuation in
      for thread in 0..<threads {
        let worker = Thread {
          var kept: [[UInt32]] = []
          kept.reserveCapacity(keys)
          for key in 0..<keys {
            barrier.arrive(waitingFor: threads * (key + 1))
            kept.append(insert(thread, key))
          }
          let all = results.withLock { results -> [[[UInt32]]]? in
            results[thread] = kept
            guard results.count == threads else { return nil }
            return (0..<threads).map { results[$0]! }
          }
          if let all { continuation.resume(returning: all) }
        }
        worker.start()
      }
    }
  }

  /// A count of arrivals that every thread waits on until it reaches the round's total.
  final class Barrier: Sendable {
    private let arrived = Atomic<Int>(0)

    func arrive(waitingFor total: Int) {
      arrived.add(1, ordering: .acquiringAndReleasing)
      // Spin without giving up the core, so that the threads leave together; yield only
      // when the others are clearly not running (a busy machine), so it always ends.
      var spins = 0
      while arrived.load(ordering: .acquiring) < total {
        spins += 1
        if spins > 100_000 { sched_yield() }
      }
    }
  }
}
