import Foundation
@_spi(ExperimentalScheduling) import _Concurrency

/// The concurrent pool of a test process: a fixed number of threads that run the jobs of
/// every task not on an actor, in the order they come, each reported to the `JobLedger`.
///
/// A job the pool runs is run as the platform's pool runs it, on no actor and with no task
/// executor of its own (the runtime's "generic" executor), so `@concurrent` code and the
/// kit's isolation probe see the pool. A job put to sleep on the clock (`Task.sleep`) is
/// counted as sleeping until its time comes, then queued like any other.
@available(macOS 26.4, *)
final class ScenePool: TaskExecutor, SchedulingExecutor, @unchecked Sendable {  // SAFETY: below
  // SAFETY: `jobs` is only read or written while `condition` is locked.
  private let condition = NSCondition()
  private var jobs: [(job: UnownedJob, ticket: JobLedger.Ticket)] = []
  private var first = 0

  /// The runtime's "no executor": how the platform's pool runs a job that belongs to no actor.
  private static let generic = unsafe unsafeBitCast((0, 0), to: UnownedSerialExecutor.self)

  init(width: Int) {
    for number in 1...width {
      let thread = Thread { [self] in runJobs() }
      thread.name = "scene pool \(number)"
      thread.start()
    }
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
      JobLedger.shared.wakes(sleeper)
      enqueue(ExecutorJob(job))
    }
  }

  private func runJobs() {
    while true {
      condition.lock()
      while first == jobs.count { condition.wait() }
      let (job, ticket) = jobs[first]
      first += 1
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
}

extension DispatchTime {
  /// The moment `delay` from now; a delay longer than a few years is never.
  fileprivate static func after(_ delay: Duration) -> DispatchTime {
    let (seconds, attoseconds) = delay.components
    guard seconds < 100_000_000 else { return .distantFuture }
    return .now() + .nanoseconds(Int(seconds) * 1_000_000_000 + Int(attoseconds / 1_000_000_000))
  }
}
