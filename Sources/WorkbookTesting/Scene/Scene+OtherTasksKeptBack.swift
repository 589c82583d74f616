import Workbook

extension Scene {
  /// Runs `body` in the current task, a task of the scene, while every job of the scene's
  /// other tasks waits: a task `body` starts and does not wait for runs only once `body` has
  /// returned, however loaded the machine. So a test can tell work a call finished before it
  /// returned from work it handed to a task nobody waits for, which a fast machine may
  /// finish first.
  ///
  /// What `body` waits for is let go whenever nothing else of the scene can run: a child
  /// task it awaits, an actor's turn it needs, a task whose value it awaits. Those run, and
  /// what they start is kept back again.
  ///
  /// The jobs are kept back by the scene's executors, not blocked: no thread waits. One hold
  /// at a time per scene.
  public func keepingOtherTasksBack<Result>(
    _ body: () async throws -> Result
  ) async rethrows -> Result {
    let caller = unsafe withUnsafeCurrentTask { task in
      task.map { unsafe unsafeBitCast($0, to: UInt.self) }
    }
    guard let caller else { return try await body() }
    JobLedger.shared.keepOtherTasks(of: trace.id, backFor: caller)
    defer { JobLedger.shared.letOtherTasksGo(in: trace.id) }
    return try await body()
  }

  /// How many jobs of the scene a hold keeps back now (`keepingOtherTasksBack`).
  public var jobsKeptBack: Int { JobLedger.shared.counts(of: trace.id).keptBack }
}
