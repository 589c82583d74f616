import Workbook

#if canImport(Darwin)
  import Darwin
#else
  import Glibc
#endif

/// The actor whose job is running now, as the concurrency runtime knows it: what a grader
/// asks, from inside the kit's work (a trace watcher runs on the thread that records), to
/// tell work that takes turns on one actor from work that runs side by side on the pool. The
/// trace cannot say: synchronous kit code run by an actor other than the main actor is
/// recorded as the pool's, since nothing passes it that actor's isolation.
nonisolated struct RunningActor: Sendable, Equatable {
  /// The actor's identity, for telling two apart.
  let identity: UInt
  /// Its type's name, for a message: `PhotoProcessor`.
  let name: String

  /// The actor running the current job; nil on the concurrent pool, on the main actor (which
  /// the trace names itself), and where the runtime cannot be asked.
  static func current() -> RunningActor? {
    guard let ask = currentExecutor, let identity = ask().identity,
      IsolationDomain.current() != .mainActor
    else { return nil }
    // A default actor is its own executor's identity: the actor object itself.
    let object = Unmanaged<AnyObject>.fromOpaque(identity).takeUnretainedValue()
    return RunningActor(
      identity: UInt(bitPattern: identity), name: String(describing: type(of: object)))
  }

  /// The runtime's `swift_task_getCurrentExecutor`, looked up in the running process (Swift has
  /// no public way to ask): the running job's executor, with no identity on the concurrent
  /// pool (the generic executor) and the actor itself for a default actor's job.
  private static let currentExecutor:
    (@convention(thin) () -> (identity: UnsafeRawPointer?, implementation: UInt))? = {
      #if canImport(Darwin)
        let everywhere = UnsafeMutableRawPointer(bitPattern: -2)  // RTLD_DEFAULT
      #else
        let everywhere: UnsafeMutableRawPointer? = nil  // RTLD_DEFAULT
      #endif
      guard let symbol = dlsym(everywhere, "swift_task_getCurrentExecutor") else { return nil }
      return unsafeBitCast(
        symbol,
        to: (@convention(thin) () -> (identity: UnsafeRawPointer?, implementation: UInt)).self)
    }()
}
