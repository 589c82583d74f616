import Foundation

/// Runs a chapter's demo the way an app runs: the main actor on the process's main thread,
/// serviced by the main run loop.
///
/// An app's main thread spends its life in a run loop, handling one event after another;
/// main-actor work is one of those events. `run` starts the demo in a main-actor task, then
/// hands the main thread to `RunLoop.main`, so everything the main actor does, frame clock
/// included, happens on that one thread, as it would in an app. When the demo returns, the
/// process exits with the demo's status.
public enum AppLoop {
  /// Runs `demo` on the main actor and exits with the status it returns.
  public static func run(_ demo: @escaping @MainActor () async -> Int32) -> Never {
    Task { @MainActor in
      let status = await demo()
      exit(status)
    }
    while true {
      RunLoop.main.run()
    }
  }
}
