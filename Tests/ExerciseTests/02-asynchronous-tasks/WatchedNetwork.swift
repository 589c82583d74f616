import Foundation
import Workbook
import WorkbookTesting

/// A test network whose work is watched as a `Scene`, for the graders of chapters 2, 3 and 5.
///
/// The grader runs the student's entry point inside it (`enter`), so every task that code
/// starts, and every request it sends, is the scene's; and it waits on that work only through
/// the scene. A wait ends as soon as what it waits for has happened, or as soon as nothing of
/// the work can run any more without it: every task has ended, or waits at the server's gate
/// or on something nothing will resume. The grader then says what the run showed; it never
/// waits out a clock and guesses.
nonisolated final class WatchedNetwork: Sendable {
  /// The network: its server, and the trace the code under test records into.
  let network: TestNetwork
  /// The work of the code under test, watched.
  let scene: Scene

  /// A network of the test's own, gated (each request held until the grader lets it
  /// through) unless told otherwise, and its scene, named for messages.
  init(_ name: String, gated: Bool = true) {
    network = TestNetwork(gated: gated)
    scene = Scene(name, trace: network.trace)
  }

  var server: ImageServer { network.server }
  var trace: Trace { network.trace }

  /// Runs `body` (a tap, an appear event) as the scene's: the tasks it starts are the scene's.
  func enter<Result>(_ body: () throws -> Result) rethrows -> Result {
    try scene.enter(body)
  }

  /// Whether the server is asked for `name`, `count` times in all (each request held at the
  /// gate or let through): true as soon as it is, false once the work has settled without it.
  func asks(for name: String, count: Int = 1) async throws -> Bool {
    let server = server
    let times = count == 1 ? "" : " \(count) times"
    return try await scene.whether("the request for \(name)\(times)") {
      server.arrivals(of: name) >= count
    }
  }

  /// Whether the trace records a kit event `matching`: true as soon as it does, false once the
  /// work has settled without it.
  func records(
    _ what: String, _ matching: @escaping @Sendable (TraceEvent) -> Bool
  ) async throws -> Bool {
    let trace = trace
    return try await scene.whether(what) {
      trace.events.contains { $0.source == .kit && matching($0) }
    }
  }

  /// Whether every task of `tasks` ends: true as soon as they all have, false once the work
  /// has settled with one of them still waiting.
  func end<Success: Sendable, Failure: Error>(
    _ tasks: [Task<Success, Failure>], _ what: String
  ) async throws -> Bool {
    try await scene.whether(what, watching(tasks))
  }

  /// Waits until every task of `tasks` has ended.
  /// - Throws: `SceneStuck` when the work settles with one of them still waiting, naming what
  ///   each task waits for.
  func ended<Success: Sendable, Failure: Error>(
    _ tasks: [Task<Success, Failure>], _ what: String
  ) async throws {
    try await scene.until(what, watching(tasks))
  }

  /// A condition that holds once every task of `tasks` has ended: each is awaited by a task of
  /// the scene, so that its end is the scene's work, seen before the scene can settle.
  private func watching<Success: Sendable, Failure: Error>(
    _ tasks: [Task<Success, Failure>]
  ) -> @Sendable () -> Bool {
    let ended = Locked(0)
    for task in tasks {
      scene.start("the grader's watch on a task") {
        _ = await task.result
        ended.withLock { $0 += 1 }
      }
    }
    let count = tasks.count
    return { ended.current == count }
  }
}
