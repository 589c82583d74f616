import Foundation
import Workbook

/// The waits of every scene, checked again each time something of the process changes: a
/// job ends, a sleeper wakes, a task parks at or leaves one of the kit's waits, an event is
/// recorded.
///
/// A wait ends when its condition holds (`happened`), when its scene has settled without it
/// (`settled`), when its deadline passes (`deadline`), or when its task is cancelled. The
/// deadline counts the scene's own time only: time its jobs spent queued with none of them
/// running, waiting for a thread or the main actor that other tests' work held, is left out,
/// so a loaded machine (ThreadSanitizer, one core, a build beside) delays the backstop
/// instead of firing it. Every
/// check runs on one queue of its own, never under the ledger's lock nor on a thread of the
/// scene, so a condition may read anything that is locked, and checks never overlap.
///
/// "Settled" is read twice around the condition, so that no moment between two jobs passes
/// for the end: the scene has nothing queued, running or asleep and no kit work on its way
/// (a request passing through URLSession's queues is such work: `RequestsOnTheirWay`), the
/// condition does not hold, and the scene's generation has not moved since the first reading.
final class SceneWatch: @unchecked Sendable {  // SAFETY: every stored var is behind `lock`
  static let shared = SceneWatch()

  /// How a wait ended.
  enum Outcome: Sendable {
    case happened, settled, deadline, cancelled
  }

  /// What a wait waits for: a condition read anywhere (state behind a lock), or one read on
  /// the main actor (a main-actor model's state).
  enum Condition: Sendable {
    case anywhere(@Sendable () -> Bool)
    case onMainActor(@MainActor @Sendable () -> Bool)
  }

  /// One wait. Its `var` is read and written only on `queue`.
  final class Waiter: @unchecked Sendable {  // SAFETY: its only var is confined to `queue`
    let scene: Int
    let condition: Condition
    let continuation: CheckedContinuation<Outcome, Never>
    /// The scene's own time the wait may take, when it began, and how long the scene had
    /// waited for a thread then.
    let deadline: Duration
    let began = ContinuousClock.now
    let waitedAtStart: Duration
    /// Whether its condition is being read on the main actor now.
    var reading = false

    init(
      scene: Int, condition: Condition, deadline: Duration,
      continuation: CheckedContinuation<Outcome, Never>
    ) {
      self.scene = scene
      self.condition = condition
      self.deadline = deadline
      self.waitedAtStart = JobLedger.shared.waitedForAThread(in: scene)
      self.continuation = continuation
    }

    /// The scene's own time since the wait began: all of it, less what the scene spent
    /// waiting for a thread.
    func sceneTime() -> Duration {
      let waited = JobLedger.shared.waitedForAThread(in: scene) - waitedAtStart
      return ContinuousClock.now - began - waited
    }
  }

  private let lock = NSLock()
  private var waiters: [Int: Waiter] = [:]
  /// Each wait's place on the `WaitBoard`, in its scene.
  private var boards: [Int: Int] = [:]
  private var nextID = 0
  /// How many times each scene's deadlines have been looked at, by scene.
  private var looks: [Int: Int] = [:]
  private var checkQueued = false
  private let queue = DispatchQueue(label: "scene checks")
  private let ledger = JobLedger.shared

  private init() {
    ledger.watch { _ in SceneWatch.shared.poke() }
  }

  /// Waits until `condition` holds, `scene` settles without it, `deadline` passes or the
  /// task is cancelled, and says which.
  func wait(
    in scene: Int, for what: String, deadline: Duration, until condition: Condition
  ) async -> Outcome {
    let id = lock.withLock {
      nextID += 1
      return nextID
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Outcome, Never>) in
        let waiter = Waiter(
          scene: scene, condition: condition, deadline: deadline, continuation: continuation)
        // On the board before it can be finished, and outside the lock: the board tells its
        // watcher, which pokes this watch.
        let board = WaitBoard.park(at: Self.boardWait(what), in: scene)
        let cancelled = lock.withLock {
          if Task.isCancelled { return true }
          waiters[id] = waiter
          boards[id] = board
          return false
        }
        if cancelled { WaitBoard.leave(board) }
        if cancelled { return continuation.resume(returning: .cancelled) }
        expire(id, after: deadline)
        poke()
      }
    } onCancel: {
      finish(id, .cancelled)
    }
  }

  /// Checks every wait again soon, once however many times it is asked before the check.
  func poke() {
    let queueIt = lock.withLock {
      defer { checkQueued = true }
      return !checkQueued
    }
    guard queueIt else { return }
    queue.async { [self] in
      lock.withLock { checkQueued = false }
      check()
    }
  }

  /// Ends the wait `id` at its deadline: looks again after `delay`, and again for as long as
  /// the scene spent waiting for a thread meanwhile, until the scene's own time has reached
  /// the deadline.
  private func expire(_ id: Int, after delay: Duration) {
    queue.asyncAfter(deadline: .now() + delay.timeInterval) { [self] in
      let waiter = lock.withLock {
        waiters[id].map { waiter in
          looks[waiter.scene, default: 0] += 1
          return waiter
        }
      }
      guard let waiter else { return }
      let left = waiter.deadline - waiter.sceneTime()
      if left <= .zero { return finish(id, .deadline) }
      expire(id, after: left)
    }
  }

  /// How many times the deadlines of `scene`'s waits have been looked at: a test that holds
  /// the scene's work back knows from it that the deadline's first look has come and gone.
  func deadlineLooks(in scene: Int) -> Int {
    lock.withLock { looks[scene] ?? 0 }
  }

  /// Ends the wait `id` with `outcome`, if it has not ended.
  private func finish(_ id: Int, _ outcome: Outcome) {
    let (waiter, board) = lock.withLock {
      (waiters.removeValue(forKey: id), boards.removeValue(forKey: id))
    }
    board.map(WaitBoard.leave)
    waiter?.continuation.resume(returning: outcome)
  }

  /// How a test's wait shows on the `WaitBoard`.
  static func boardWait(_ what: String) -> String { "the test's wait for \(what)" }

  /// Checks each wait. On `queue`.
  private func check() {
    for (id, waiter) in lock.withLock({ waiters }) where !waiter.reading {
      let before = ledger.generation(of: waiter.scene)
      let quiet = isQuiet(waiter.scene)
      switch waiter.condition {
      case .anywhere(let holds):
        decide(id, waiter, holds: holds(), quietAt: quiet ? before : nil)
      case .onMainActor(let holds):
        // Read on the main queue, where the main actor's jobs run one at a time, then
        // decided back here; what changed meanwhile is checked again.
        waiter.reading = true
        DispatchQueue.main.async { [self] in
          // SAFETY: a block on the main queue runs where the main actor's jobs run (the
          // scene's main executor drains that queue), one at a time, so it is isolated.
          let held = MainActor.assumeIsolated { holds() }
          queue.async { [self] in
            waiter.reading = false
            decide(id, waiter, holds: held, quietAt: quiet ? before : nil)
            if ledger.generation(of: waiter.scene) != before { poke() }
          }
        }
      }
    }
  }

  /// Ends the wait `id` if its condition held, or if its scene was quiet at generation
  /// `quietAt` before the condition was read and nothing of it has moved since. On `queue`.
  private func decide(_ id: Int, _ waiter: Waiter, holds: Bool, quietAt generation: Int?) {
    if holds { return finish(id, .happened) }
    guard let generation else { return }
    if ledger.generation(of: waiter.scene) == generation, isQuiet(waiter.scene) {
      finish(id, .settled)
    }
  }

  /// Whether `scene` has nothing queued, running or asleep, and no kit work on its way. A job
  /// kept back by a hold (`Scene.keepingOtherTasksBack`) waits for the harness, as a parked
  /// task does; the hold lets its jobs go before a scene could be seen with nothing else.
  private func isQuiet(_ scene: Int) -> Bool {
    let counts = ledger.counts(of: scene)
    return counts.queued == counts.keptBack && counts.running == 0 && counts.sleeping == 0
      && WaitBoard.busy(for: scene).isEmpty
  }
}

extension Duration {
  /// The duration in seconds, as dispatch takes it.
  var timeInterval: Double {
    let (seconds, attoseconds) = components
    return Double(seconds) + Double(attoseconds) / 1e18
  }
}
