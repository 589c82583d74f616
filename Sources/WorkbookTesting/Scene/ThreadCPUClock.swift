import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The processor time one thread has used, readable from any other thread.
///
/// A thread that waits (on a semaphore, a lock, a child process, `usleep`) uses none; a thread
/// that computes uses some whenever the machine gives it a core. That tells a pool thread that
/// is blocked from one that is only slow, which wall-clock time cannot: under a sanitizer, or
/// on a loaded machine, a job that computes may take seconds without blocking anything.
struct ThreadCPUClock: Sendable {
  #if canImport(Glibc)
    private let clock: clockid_t
  #endif

  /// The clock of the calling thread, or nil where the platform has no per-thread clock.
  static func ofThisThread() -> ThreadCPUClock? {
    #if canImport(Glibc)
      var clock = clockid_t()
      guard pthread_getcpuclockid(pthread_self(), &clock) == 0 else { return nil }
      return ThreadCPUClock(clock: clock)
    #else
      return nil
    #endif
  }

  /// The processor time the thread has used so far, or nil if it cannot be read.
  func used() -> Duration? {
    #if canImport(Glibc)
      var time = timespec()
      guard clock_gettime(clock, &time) == 0 else { return nil }
      return .seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    #else
      return nil
    #endif
  }
}
