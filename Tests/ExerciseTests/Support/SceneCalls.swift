import Testing
import Workbook
import WorkbookTesting

/// A grader's calls of the student's code, made as tasks of a `Scene` and waited for through
/// it: a call that ends is seen to end as soon as it does, and a call that waits for something
/// nothing will do is seen to, as soon as the scene has settled, never by a clock.
extension Scene {
  /// Starts `body` in a task of the scene and waits for it to end: its result, or nil once the
  /// scene has settled with the task still waiting.
  /// - Throws: `SceneStuck` when the scene never settles (a loop); `CancellationError`.
  nonisolated func whetherEnds<Success: Sendable>(
    _ what: String, _ body: @escaping @Sendable () async throws -> Success
  ) async throws -> Result<Success, any Error>? {
    try await whetherEnds(what, start(what, body))
  }

  /// Waits for `task`, a task of the scene, to end: its result, or nil once the scene has
  /// settled with the task still waiting.
  nonisolated func whetherEnds<Success: Sendable>(
    _ what: String, _ task: Task<Success, any Error>
  ) async throws -> Result<Success, any Error>? {
    let ended = Locked<Result<Success, any Error>?>(nil)
    enter {
      _ = Task(name: "the grader's watch on \(what)") {
        let result = await task.result
        ended.withLock { $0 = result }
      }
    }
    guard try await whether("\(what) to end", { ended.current != nil }) else { return nil }
    return ended.current
  }

  /// Waits for `task`, a task of the scene that cannot throw, to end: its value, or nil once
  /// the scene has settled with the task still waiting.
  nonisolated func whetherEnds<Success: Sendable>(
    _ what: String, _ task: Task<Success, Never>
  ) async throws -> Success? {
    let ended = Locked<Success?>(nil)
    enter {
      _ = Task(name: "the grader's watch on \(what)") {
        let value = await task.value
        ended.withLock { $0 = value }
      }
    }
    guard try await whether("\(what) to end", { ended.current != nil }) else { return nil }
    return ended.current
  }

  /// How a wait of `settledOrPolling` ended.
  nonisolated enum Quiet {
    /// Nothing of the scene can run any more.
    case settled
    /// The scene ran `pollingBound` jobs while waiting, and would run more.
    case polling
  }

  /// How many jobs a scene of these graders may run in one wait for it to settle: a right
  /// answer runs a few dozen; only work that looks again and again for something that has not
  /// changed (a loop that gives its turn up and comes back, by whatever name) runs this many,
  /// and never stops.
  nonisolated static let pollingBound = 20_000

  /// Waits until nothing of the scene can run any more, or until it has run `pollingBound`
  /// jobs in the wait: a count of its steps, not a clock, for work that never settles because
  /// it polls.
  nonisolated func settledOrPolling() async throws -> Quiet {
    let first = jobsRun
    let polled = try await whether("the scene to settle") { [self] in
      jobsRun - first >= Self.pollingBound
    }
    return polled ? .polling : .settled
  }
}

extension ExerciseFile {
  /// Runs `body`, a call of the exercise's code, as a task of `scene`, and returns its value
  /// once it returns, or rethrows what it throws. When the scene settles with the call still
  /// waiting, records the failure `neverReturned` words and returns nil.
  func value<Success: Sendable>(
    of what: String, in scene: Scene, neverReturned: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation,
    _ body: @escaping @Sendable () async throws -> Success
  ) async throws -> Success? {
    guard let outcome = try await scene.whetherEnds(what, body) else {
      fail(neverReturned(), sourceLocation: sourceLocation)
      return nil
    }
    return try outcome.get()
  }
}

/// The words for a call that never returned: `what`, then what its scene recorded.
nonisolated func neverReturned(_ what: String, in scene: Scene) -> String {
  """
  \(what) never returned: its work came to a stop, with nothing of it left that could run, \
  and the call still waiting (it recorded: \(scene.trace.summary)).
  """
}
