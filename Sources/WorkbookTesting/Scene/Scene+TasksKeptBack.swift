import Workbook

/// A task of a scene, named so that a hold can keep its jobs back (`Scene.keepingBack`).
public struct SceneTask: Hashable, Sendable {
  let address: UInt

  /// The task that runs this code; nil outside a task.
  public static var current: SceneTask? {
    unsafe withUnsafeCurrentTask { task in
      task.map { SceneTask(address: unsafe unsafeBitCast($0, to: UInt.self)) }
    }
  }
}

extension Scene {
  /// Runs `body` while every job of `tasks` waits, and lets them go, in the order they came,
  /// when `body` returns: so a test can let several answers reach their tasks, all of them,
  /// before any task goes on with its answer (what a fast machine may not do by itself).
  ///
  /// Unlike `keepingOtherTasksBack`, the jobs are never let go early: `body` waits for
  /// something other than these tasks (the answers on their way), and a scene in which only
  /// kept jobs are left has settled, as if they were parked. One hold at a time per scene.
  public func keepingBack<Result>(
    _ tasks: [SceneTask], _ body: () async throws -> Result
  ) async rethrows -> Result {
    JobLedger.shared.keep(Set(tasks.map(\.address)), of: trace.id)
    defer { JobLedger.shared.letOtherTasksGo(in: trace.id) }
    return try await body()
  }
}
