import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// How long the calling thread has run on a CPU so far, and which thread it is: two readings
/// on the same thread say how much of the time between them it ran. A freeze of the main
/// actor in which its thread ran little was not work it did: the machine gave the CPU to
/// others (a build beside the run, say), or the thread waited.
public struct ThreadTime: Sendable, Hashable {
  /// The thread's CPU time when read.
  public let ran: Duration
  /// The thread read, as the system numbers it.
  public let thread: UInt64

  public init(ran: Duration, thread: UInt64) {
    self.ran = ran
    self.thread = thread
  }

  /// The calling thread's CPU time now.
  public static func now() -> ThreadTime {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    let ran = Duration.seconds(time.tv_sec) + .nanoseconds(time.tv_nsec)
    return ThreadTime(ran: ran, thread: currentThread)
  }

  /// The calling thread's number: `pthread_t` is a number on Linux and a pointer on Darwin.
  private static var currentThread: UInt64 {
    #if canImport(Darwin)
      UInt64(UInt(bitPattern: pthread_self()))
    #else
      UInt64(pthread_self())
    #endif
  }

  /// How long the thread ran from `earlier` to this reading; nil when the two are readings
  /// of different threads (a main actor that is not the main thread, as under `swift test`).
  public func ran(since earlier: ThreadTime) -> Duration? {
    thread == earlier.thread ? ran - earlier.ran : nil
  }
}
