import Foundation
import Workbook
@_spi(ExperimentalScheduling) import _Concurrency

/// The concurrent pool of a test process: as many threads as it is wide, that run the jobs of
/// every task not on an actor, in the order they come, each reported to the `JobLedger`.
///
/// A job the pool runs is run as the platform's pool runs it, on no actor and with no task
/// executor of its own (the runtime's "generic" executor), so `@concurrent` code and the
/// kit's isolation probe see the pool. A job put to sleep on the clock (`Task.sleep`) is
/// counted as sleeping until its time comes, then queued like any other.
///
/// A job that blocks its thread (a student's `usleep` loop, a semaphore that is never
/// signalled) would, with every thread blocked, starve every other test of the process, and
/// no check could then reach its verdict. So when jobs wait and no thread has taken one for
/// a quarter of a second, because every thread is busy, the pool adds a thread, as
/// dispatch's overcommitting queues do. The width a test sees is the pool's own: work that
/// does not block never gets more threads than that.
@available(macOS 26.4, *)
final class ScenePool: TaskExecutor, SchedulingExecutor, @unchecked Sendable {  // SAFETY: below
  // SAFETY: every stored var is only read or written while `condition` is locked.
  private let condition = NSCondition()
  private var jobs: [(job: UnownedJob, ticket: JobLedger.Ticket)] = []
  private var first = 0
  /// Threads waiting for a job now.
  private var idle = 0
  private var threads = 0
  /// When a thread last took a job.
  private var lastTaken = ContinuousClock.now

  /// The runtime's "no executor": how the platform's pool runs a job that belongs to no actor.
  private static let generic = unsafe unsafeBitCast((0, 0), to: UnownedSerialExecutor.self)
  /// How long jobs may wait with every thread busy before the pool adds one.
  static let stall = Duration.milliseconds(250)
  /// The most threads the pool grows to.
  static let mostThreads = 64
  /// Whether the pool stays at its width, as the platform's does (`Scene.keepPoolAtItsWidth`).
  static let keepsItsWidth = Locked(false)

  init(width: Int) {
    for _ in 0..<width { addThread() }
    let watch = Thread { [self] in watchForStalls() }
    watch.name = "scene pool watch"
    watch.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    let ticket = JobLedger.shared.queued(job, onMainActor: false)
    condition.lock()
    jobs.append((job, ticket))
    condition.signal()
    condition.unlock()
  }

  func enqueue<C: Clock>(
    _ job: consuming ExecutorJob, after delay: C.Duration, tolerance: C.Duration?, clock: C
  ) {
    let job = UnownedJob(job)
    let sleeper = JobLedger.shared.sleeps(job)
    let deadline = (delay as? Duration).map(DispatchTime.after) ?? .now()
    DispatchQueue.global().asyncAfter(deadline: deadline) { [self] in
      // Queued before it stops sleeping: between the two, the scene would have nothing
      // queued, running or asleep, and a check then would take it for settled.
      enqueue(ExecutorJob(job))
      JobLedger.shared.wakes(sleeper)
    }
  }

  private func addThread() {
    condition.lock()
    threads += 1
    let number = threads
    condition.unlock()
    let thread = Thread { [self] in runJobs() }
    thread.name = "scene pool \(number)"
    thread.start()
  }

  private func runJobs() {
    while true {
      condition.lock()
      idle += 1
      while first == jobs.count { condition.wait() }
      idle -= 1
      let (job, ticket) = jobs[first]
      first += 1
      lastTaken = .now
      if first > 1024, first * 2 > jobs.count {
        jobs.removeFirst(first)
        first = 0
      }
      condition.unlock()
      JobLedger.shared.started(ticket)
      unsafe job.runSynchronously(on: Self.generic)
      JobLedger.shared.ended(ticket)
    }
  }

  /// Adds a thread whenever jobs have waited `stall` with every thread busy.
  private func watchForStalls() {
    while true {
      Thread.sleep(forTimeInterval: 0.1)  // SLEEP-OK: a watch over threads, not an ordering
      condition.lock()
      let stalled =
        first < jobs.count && idle == 0 && ContinuousClock.now - lastTaken > Self.stall
        && threads < Self.mostThreads && !Self.keepsItsWidth.current
      if stalled { lastTaken = .now }
      condition.unlock()
      if stalled { addThread() }
    }
  }
}

extension Scene {
  /// Keeps the test process's pool at its width from now on, as the platform's pool is: it
  /// adds no thread when every thread is busy. For a process of its own (an exit test) that
  /// proves what a full pool does to work queued on it; there, no other test can starve.
  public static func keepPoolAtItsWidth() {
    if #available(macOS 26.4, *) {
      ScenePool.keepsItsWidth.withLock { $0 = true }
    }
  }
}

extension DispatchTime {
  /// The moment `delay` from now; a delay longer than a few years is never.
  fileprivate static func after(_ delay: Duration) -> DispatchTime {
    let (seconds, attoseconds) = delay.components
    guard seconds < 100_000_000 else { return .distantFuture }
    return .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
