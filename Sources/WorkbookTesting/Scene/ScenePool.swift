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
/// signalled, a child process waited for) would, with every thread blocked, starve every
/// other test of the process, and no check could then reach its verdict. So the pool keeps as
/// many threads that are not blocked as it is wide: when jobs wait, no thread has taken one
/// for a quarter of a second, and a thread has used no processor time for as long
/// (`ThreadCPUClock`), the pool adds a thread, as dispatch's overcommitting queues do.
///
/// A job that computes without end (a student's loop that never suspends) holds its thread
/// as surely, but so, for a while, does a job that is only slow (under ThreadSanitizer every
/// job is). Jobs that have computed for a second or more get threads beside them too, but
/// never more than the pool is wide in all: enough that two endless loops cannot starve the
/// checks that would catch them, few enough that slow work does not drown the cores in
/// threads that only slow each other down.
@available(macOS 26.4, *)
final class ScenePool: TaskExecutor, SchedulingExecutor, @unchecked Sendable {  // SAFETY: below
  // SAFETY: every stored var is only read or written while `condition` is locked.
  private let condition = NSCondition()
  private var jobs: [(job: UnownedJob, ticket: JobLedger.Ticket)] = []
  private var first = 0
  /// Threads waiting for a job now.
  private var idle = 0
  /// Each thread's processor clock, whether it waits for a job, and since when it runs its
  /// job, by thread number.
  private var workers: [(clock: ThreadCPUClock?, idle: Bool, since: ContinuousClock.Instant)] =
    []
  private let width: Int
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
    self.width = width
    for _ in 0..<width { addThread() }
    let watch = Thread { [self] in watchForStalls() }
    watch.name = "scene pool watch"
    watch.start()
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    JobLedger.shared.queue(job, onMainActor: false) { [self] ticket in
      condition.lock()
      jobs.append((job, ticket))
      condition.signal()
      condition.unlock()
    }
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
    let number = workers.count
    workers.append((clock: nil, idle: true, since: .now))  // not started yet: it has no job
    condition.unlock()
    let thread = Thread { [self] in runJobs(number) }
    thread.name = "scene pool \(number + 1)"
    thread.start()
  }

  private func runJobs(_ number: Int) {
    let clock = ThreadCPUClock.ofThisThread()
    condition.lock()
    workers[number].clock = clock
    condition.unlock()
    while true {
      condition.lock()
      idle += 1
      workers[number].idle = true
      while first == jobs.count { condition.wait() }
      idle -= 1
      workers[number].idle = false
      workers[number].since = .now
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

  /// Adds a thread whenever jobs have waited `stall` with every thread busy and fewer threads
  /// than the pool is wide not blocked.
  private func watchForStalls() {
    // When each thread last used processor time, and how much it had used then.
    var lastRan: [Int: (used: Duration, at: ContinuousClock.Instant)] = [:]
    while true {
      Thread.sleep(forTimeInterval: 0.1)  // SLEEP-OK: a watch over threads, not an ordering
      condition.lock()
      let workers = self.workers
      let waiting = first < jobs.count && idle == 0
      let sinceTaken = ContinuousClock.now - lastTaken
      condition.unlock()
      let now = ContinuousClock.now
      var blocked = 0
      var computingLong = 0
      for (number, worker) in workers.enumerated() {
        guard let used = worker.clock?.used() else {
          // No clock to tell: a busy thread counts as blocked, as wall-clock time alone says.
          if !worker.idle { blocked += 1 }
          continue
        }
        if worker.idle || lastRan[number].map({ used - $0.used >= Self.ranAtAll }) ?? true {
          lastRan[number] = (used, now)
          if !worker.idle, now - worker.since >= Self.longJob { computingLong += 1 }
        } else if let since = lastRan[number]?.at, now - since >= Self.stall {
          blocked += 1
        }
      }
      guard
        Self.grows(
          jobsWait: waiting, sinceTaken: sinceTaken, threads: workers.count, blocked: blocked,
          computingLong: computingLong, width: width)
      else { continue }
      condition.lock()
      lastTaken = .now
      condition.unlock()
      addThread()
    }
  }

  /// Processor time a thread must use to count as running, not blocked, over `stall`.
  static let ranAtAll = Duration.milliseconds(5)
  /// How long a job computes before it counts as holding its thread.
  static let longJob = Duration.seconds(1)

  /// Whether the pool adds a thread: jobs wait with every thread busy and none has been taken
  /// for `stall`, blocked threads and jobs that have computed for `longJob` leave fewer than
  /// `width` threads free of them, and the threads that can run (not blocked) are fewer than
  /// twice the width.
  static func grows(
    jobsWait: Bool, sinceTaken: Duration, threads: Int, blocked: Int, computingLong: Int,
    width: Int
  ) -> Bool {
    let canRun = threads - blocked
    let held = canRun - computingLong < width && canRun < 2 * width
    return jobsWait && sinceTaken > stall && held && threads < mostThreads
      && !keepsItsWidth.current
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
