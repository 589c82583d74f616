import Workbook

extension Scene {
  /// Waits through the scene for `task`, one of the scene's own tasks, to end, and returns
  /// its value: as soon as it has ended, or at once, with `SceneStuck`, when the scene has
  /// settled with the task still waiting, naming what each of its tasks waits for.
  ///
  /// `await task.value` alone waits for ever on a task that waits for ever, and a test that
  /// waits so ends only at its time limit, a verdict reached by a clock. Here a task of the
  /// scene awaits `task` instead, and the test waits on the scene.
  /// - Parameter what: what the task is, for messages: `the tap`.
  /// - Throws: `SceneStuck`; `CancellationError`; or what `task` threw.
  public func ended<Success: Sendable, Failure: Error>(
    _ what: String, _ task: Task<Success, Failure>
  ) async throws -> Success {
    let over = Locked(false)
    start("awaiting \(what)") {
      _ = await task.result
      over.withLock { $0 = true }
    }
    try await until("\(what) to end") { over.current }
    return try await task.value
  }
}
