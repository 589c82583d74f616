import Foundation

/// A task executor with threads of its own (one unless asked for more), that tells when it
/// has nothing left to run: the way to know where a call stands without waiting on time.
///
/// A task started with it as its preference runs its nonisolated code on this thread, and so
/// do the default actors it hops to (SE-0417). A hop to an actor that is free puts the actor's
/// work on this thread at once, before the job that hopped returns; a hop to an actor that is
/// busy leaves the task in that actor's queue, and this thread with nothing to do. So once
/// the thread is idle, the task's call has either run, or is waiting for its actor.
///
/// A thread of its own, not one of the pool: a call held here holds no pool thread that the
/// rest of the suite needs.
nonisolated final class ThreadExecutor: TaskExecutor, @unchecked Sendable {  // SAFETY: see below
  // SAFETY: `state` is only read or written while `condition` is locked.
  private let condition = NSCondition()
  private var state = State()

  private struct State {
    var jobs: [UnownedJob] = []
    var running = 0
    var ran = 0
    var stopped = false
    var idleWaiters: [CheckedContinuation<Void, Never>] = []
    var emptyWaiters: [CheckedContinuation<Void, Never>] = []

    var idle: Bool { ran > 0 && running == 0 && jobs.isEmpty }
    var nothingToRun: Bool { running == 0 && jobs.isEmpty }
  }

  /// - Parameter threads: how many jobs may run at once: one for a call that must run in
  ///   one place, the cores' count for work that should take the time it takes on the pool.
  init(threads: Int = 1) {
    for _ in 0..<max(1, threads) {
      let thread = Thread { [self] in runJobs() }
      thread.name = "grader executor"
      thread.start()
    }
  }

  func enqueue(_ job: consuming ExecutorJob) {
    let job = UnownedJob(job)
    condition.lock()
    state.jobs.append(job)
    condition.signal()
    condition.unlock()
  }

  /// Returns once the thread has run at least one job and has none left to run.
  func untilIdle() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      condition.lock()
      let idle = state.idle
      if !idle { state.idleWaiters.append(continuation) }
      condition.unlock()
      if idle { continuation.resume() }
    }
  }

  /// How many jobs the thread has run so far.
  var jobsRun: Int {
    condition.lock()
    defer { condition.unlock() }
    return state.ran
  }

  /// Returns once the thread has no job to run (at once if it has none): unlike `untilIdle`,
  /// also before it has run any.
  func untilNothingToRun() async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      condition.lock()
      let empty = state.nothingToRun
      if !empty { state.emptyWaiters.append(continuation) }
      condition.unlock()
      if empty { continuation.resume() }
    }
  }

  /// Lets the thread end once it has run the jobs it has.
  func stop() {
    condition.lock()
    state.stopped = true
    condition.broadcast()
    condition.unlock()
  }

  private func runJobs() {
    while true {
      condition.lock()
      while state.jobs.isEmpty && !state.stopped { condition.wait() }
      if state.jobs.isEmpty {
        condition.unlock()
        return
      }
      let job = state.jobs.removeFirst()
      state.running += 1
      condition.unlock()
      job.runSynchronously(on: asUnownedTaskExecutor())
      condition.lock()
      state.running -= 1
      state.ran += 1
      var waiters = state.idle ? state.idleWaiters : []
      if state.idle { state.idleWaiters = [] }
      if state.nothingToRun {
        waiters += state.emptyWaiters
        state.emptyWaiters = []
      }
      condition.unlock()
      for waiter in waiters { waiter.resume() }
    }
  }
}
