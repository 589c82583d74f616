import Workbook

/// The waits the chapter and kit tests make on their scene, said once: a task's end, and
/// work's arrival at a gate. Each ends as soon as what it waits for has happened, or with
/// `SceneStuck` once nothing of the scene can run any more without it, naming what each task
/// waits for; so a test whose code under test is broken fails by a check or as stuck, never
/// at its time limit.
extension Scene {
  /// Counts the running task as the scene's: call it first thing in a `Task.immediate`
  /// started in `enter`. Such a task runs in its caller's job until it first suspends, so the
  /// scene would not know it when it is resumed from outside (by a response, or a release).
  public func adoptCurrentTask() {
    JobLedger.shared.adoptCurrentTask(into: trace.id)
  }

  /// Waits until `task`, one of the scene's, has ended, and returns its value or rethrows
  /// its error: as soon as it has ended, or at once, with `SceneStuck`, when the scene has
  /// settled with the task still waiting, naming what each of its tasks waits for.
  ///
  /// `await task.value` alone waits for ever on a task that waits for ever, and a test that
  /// waits so ends only at its time limit, a verdict reached by a clock. Here a task of the
  /// scene awaits `task` instead: the job that ends `task` resumes it, and is the scene's, so
  /// the scene cannot pass for settled between the two.
  /// - Parameter what: what the task is, for messages: `the tap`.
  /// - Throws: `SceneStuck`; `CancellationError`; or what `task` threw.
  @discardableResult
  public func ended<Success: Sendable, Failure: Error>(
    _ what: String, _ task: Task<Success, Failure>
  ) async throws -> Success {
    let over = Locked(false)
    start("the wait for \(what) to end") {
      _ = await task.result
      over.withLock { $0 = true }
    }
    try await until("\(what) to end") { over.current }
    return try await task.value
  }

  /// Waits until `count` requests for `name` have reached `server`'s gate, held or let
  /// through: from then on, whoever sent them is suspended on them. Gated servers only.
  /// - Throws: `SceneStuck` when the scene settles with fewer, naming what each task waits
  ///   for.
  public func arrival(of name: String, count: Int = 1, at server: ImageServer) async throws {
    let what = count == 1 ? "the request for \(name)" : "\(count) requests for \(name)"
    try await until("\(what) at the gate") { server.arrivals(of: name) >= count }
  }

  /// Waits until `count` pieces of work named `name` have reached `gate`.
  /// - Throws: `SceneStuck` when the scene settles with fewer.
  public func arrival(of name: String, count: Int = 1, at gate: Gate) async throws {
    try await until("\(count) × \"\(name)\" at the gate") { gate.arrivals(of: name) >= count }
  }

  /// Waits until `count` pieces of the kit's work named `name` have reached `gate`.
  /// - Throws: `SceneStuck` when the scene settles with fewer.
  public func arrival(of name: String, count: Int = 1, at gate: WorkGate) async throws {
    try await until("\(count) × \"\(name)\" at the gate") { gate.arrivals(of: name) >= count }
  }
}
