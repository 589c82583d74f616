import Foundation
import Synchronization
import Workbook

/// Threads that meet at a barrier before every key and then insert it together: the way to
/// make two inserts of one key overlap, which a task group on a busy pool does only by chance.
/// A cache that looks and stores under one lock gives every caller of a key the same value;
/// one that looks in one critical section and stores in another lets two callers both find
/// the key empty, and each is given its own value.
///
/// Meeting is not enough on its own: a thread that finds the lock taken spins for a moment
/// before it sleeps, and a look that ends within that moment lets its own thread take the
/// lock back for the store before the spinner gets in. So the rounds after the first use
/// ever longer keys: hashing a long key inside the lock outlasts the spin, the waiting thread
/// sleeps in the kernel, and Linux's `Mutex` (a priority-inheritance futex) hands the lock to
/// the sleeper when the look unlocks it, so the second thread looks before the first stores.
/// Both only work while the threads run at the same moment, which other work on the machine
/// can prevent for a whole round. Measured on two shared cores, with a split insert in a
/// debug build, 50 keys a round, ten runs: keys of 16 characters split 0 to 46 keys (66 in
/// all), of 16 Ki 0 to 49 (241), of 256 Ki 0 to 50 (284), of 1 Mi 0 to 50 (222); no length
/// split a key in every run, and every run had rounds that did. Hence the rounds of every
/// length, three times over: a grader stops at the first round that splits a key.
///
/// The threads are threads of their own, not tasks, so that one waiting at the barrier never
/// holds a pool thread another needs.
public enum InsertRace {
  /// One round: how many keys, and how long each key is.
  public struct Round: Sendable {
    public let keys: Int
    public let keyLength: Int

    public init(keys: Int, keyLength: Int) {
      self.keys = keys
      self.keyLength = keyLength
    }
  }

  /// Many short keys, where only the meeting makes the race, then rounds of longer keys,
  /// where the lock's hand-over makes it; three times over, since a round whose threads
  /// were not running at the same moment (another process had a core) finds nothing.
  public static let rounds: [Round] = Array(
    repeating: [Round(keys: 2_000, keyLength: 16)]
      + [1 << 12, 1 << 14, 1 << 16, 1 << 18, 1 << 20].map { Round(keys: 24, keyLength: $0) },
    count: 3
  ).flatMap { $0 }

  /// As many threads as there are cores, two to four.
  public static var threads: Int {
    min(4, max(2, ProcessInfo.processInfo.activeProcessorCount))
  }

  /// What a race found.
  public struct Outcome: Sendable {
    /// How many keys every thread inserted together.
    public let inserted: Int
    /// How many of them gave their callers different values.
    public let split: Int
    /// The first of them, for a message: `key 7 of 24, 65545 characters long`.
    public let firstSplit: String?
    /// The first round after which the cache's count was not the number of keys it holds,
    /// for a message: `2000 keys of 16 characters, counted as 2003`; nil when every count
    /// was right, or none was asked for.
    public var miscount: String? = nil
  }

  /// Runs `insert(cache, thread, key)` on each of `threads` threads for every key of every
  /// round, all of them starting each key together, each round on a cache of its own (`fresh`
  /// is evaluated again for every round, so that the long keys of one round are let go
  /// before the next); stops after the first round in which some key gave its callers
  /// different values. With `count`, which tells how many keys a cache says it holds, it
  /// also stops after the first round whose cache miscounts its keys: a count kept apart
  /// from the contents, bumped after a look that another thread's insert overtook.
  public static func run<Cache: Sendable, Value: Equatable & Sendable>(
    threads: Int = threads, rounds: [Round] = rounds, fresh: @autoclosure () -> Cache,
    count: ((Cache) -> Int)? = nil,
    insert: @escaping @Sendable (_ cache: Cache, _ thread: Int, _ key: String) -> Value
  ) async -> Outcome {
    var inserted = 0
    for (number, round) in rounds.enumerated() {
      let padding = String(repeating: "x", count: round.keyLength)
      let keys = (0..<round.keys).map { "race \(number).\($0) " + padding }
      let cache = fresh()
      let kept = await run(keys: keys, threads: threads) { insert(cache, $0, $1) }
      inserted += keys.count
      let split = keys.indices.filter { key in kept.contains { $0[key] != kept[0][key] } }
      if let first = split.first {
        let name = "key \(first + 1) of \(keys.count), \(keys[first].count) characters long"
        return Outcome(inserted: inserted, split: split.count, firstSplit: name)
      }
      if let counted = count?(cache), counted != keys.count {
        let miscount = "\(keys.count) keys of \(keys[0].count) characters, counted as \(counted)"
        return Outcome(inserted: inserted, split: 0, firstSplit: nil, miscount: miscount)
      }
    }
    return Outcome(inserted: inserted, split: 0, firstSplit: nil)
  }

  /// One round: per thread, what each of its calls returned, in the keys' order.
  static func run<Value: Sendable>(
    keys: [String], threads: Int, insert: @escaping @Sendable (Int, String) -> Value
  ) async -> [[Value]] {
    let barrier = Barrier()
    let results = Locked<[Int: [Value]]>([:])
    // CANCEL-OK: the threads insert a fixed number of keys and end; the last resumes it.
    return await withCheckedContinuation { continuation in
      for thread in 0..<threads {
        let worker = Thread {
          var kept: [Value] = []
          kept.reserveCapacity(keys.count)
          for (index, key) in keys.enumerated() {
            barrier.arrive(waitingFor: threads * (index + 1))
            kept.append(insert(thread, key))
          }
          let all = results.withLock { results -> [[Value]]? in
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
