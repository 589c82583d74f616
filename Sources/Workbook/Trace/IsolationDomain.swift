import Dispatch

/// Where a piece of code ran: the main actor, another actor, or the concurrent pool; or,
/// for the simulated network, outside Swift concurrency altogether.
///
/// This is what the chapters are about, so every trace event carries one.
public enum IsolationDomain: Sendable, Hashable {
  /// The main actor, the app's UI thread.
  case mainActor
  /// An actor other than the main actor, named by its type (`NetworkManager`).
  case actor(String)
  /// No actor: a thread of the concurrent pool.
  case pool
  /// The simulated network: work the system does for the app, outside its actors and pool.
  case network

  /// Names the domain the caller runs in.
  ///
  /// `isolation` is the caller's actor, passed by `#isolation`. When it is `nil` the caller
  /// is nonisolated, and synchronous nonisolated code runs wherever its caller runs, so the
  /// answer is asked of the running job: a job of the main actor runs on the main dispatch
  /// queue, which carries a marker. That test holds under `swift test` on Linux too, where
  /// main-actor jobs may run on a thread that is not the process's main thread; so never
  /// ask `Thread.isMainThread`.
  ///
  /// Synchronous nonisolated code called from an actor other than the main actor is
  /// reported as `.pool`: pass that actor's isolation to get its name.
  public static func current(isolation: isolated (any Actor)? = #isolation) -> IsolationDomain {
    if let isolation {
      if isolation === MainActor.shared { return .mainActor }
      return .actor(String(describing: type(of: isolation)))
    }
    return MainQueueMarker.isOnMainQueue ? .mainActor : .pool
  }

  /// A short name for timelines and messages: `main actor`, `NetworkManager`, `pool`.
  public var name: String {
    switch self {
    case .mainActor: "main actor"
    case .actor(let name): name
    case .pool: "pool"
    case .network: "network"
    }
  }
}

/// Marks the main dispatch queue, where the main actor's jobs run, so that code can ask
/// whether it is running there without trapping.
enum MainQueueMarker {
  private static let key = DispatchSpecificKey<Bool>()
  private static let installed: Bool = {
    DispatchQueue.main.setSpecific(key: key, value: true)
    return true
  }()

  static var isOnMainQueue: Bool {
    _ = installed
    return DispatchQueue.getSpecific(key: key) ?? false
  }
}
