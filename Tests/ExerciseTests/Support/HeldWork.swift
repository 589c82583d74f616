import Foundation
import Workbook
import WorkbookTesting

/// The call a grader makes, run as a `Scene` with its kit work held at a `WorkGate`, so that
/// the grader can tell "this work has not started yet" from "this work will never start" by
/// the state of the work, never by a clock or by counting quiet turns.
///
/// Whatever the student's code does (child tasks, task groups, a main-actor method per
/// result, any number of hops), its jobs are the scene's; once none is queued, running or
/// asleep, every piece of the work waits at the gate or for another piece, and nothing left
/// can change that. A question about the work (`arrives`, `returned`) is answered then, or as
/// soon as the answer is yes. A loop that never lets the work settle fails at the scene's
/// deadline, named for what it is.
nonisolated final class HeldWork: Sendable {
  /// Where the kit's work is held, by name.
  let gate = WorkGate()
  /// The call's work, watched.
  let scene: Scene
  /// How many calls `start` began have not returned.
  private let running = Locked(0)

  /// Work recording into the current trace, if the grader set one, else a trace of its own.
  init(_ name: String = "the graded call") {
    scene = Scene(name, trace: Trace.current ?? Trace())
  }

  /// Starts `body`, the call under test, as the scene's, its kit work held at `gate`.
  func start<Result: Sendable>(
    _ body: @escaping @Sendable () async throws -> Result
  ) -> Task<Result, any Error> {
    let (gate, running) = (gate, running)
    running.withLock { $0 += 1 }
    return scene.start("the graded call") {
      defer { running.withLock { $0 -= 1 } }
      return try await WorkGate.$current.withValue(gate) { try await body() }
    }
  }

  /// Lets one piece of work named `name` through the gate, as the scene's: the job that
  /// resumes it is counted as the scene's work even when its task was never queued before
  /// (a child started with `addImmediateTask` runs up to the gate in its parent's job), so no
  /// wait takes the work for settled meanwhile. Permits given before anything arrives
  /// (`gate.release`) need no scene.
  func release(_ name: String) {
    let gate = gate
    scene.enter { gate.release(name) }
  }

  /// Whether `count` pieces of work named `name` arrive at the gate: true as soon as they
  /// have, false once the work has settled without them, and then `unblock` runs (to let
  /// held work through).
  /// - Throws: `SceneStuck` when the work never settles (a loop), naming what it sees.
  func arrives(
    _ name: String, count: Int = 1, unblock: @Sendable () -> Void = {}
  ) async throws -> Bool {
    let gate = gate
    let arrived = try await scene.whether("\(count) × “\(name)” at the gate") {
      gate.arrivals(of: name) >= count
    }
    if !arrived { scene.enter(unblock) }
    return arrived
  }

  /// Whether the calls `start` began have all returned: true as soon as they have, false
  /// once the work has settled with one of them still waiting.
  func returned() async throws -> Bool {
    let running = running
    return try await scene.whether("the graded call to return") { running.current == 0 }
  }

  /// Waits for `task`, a call `start` began, to return, and returns its result.
  /// - Throws: `SceneStuck` when the work settles with the call still waiting, naming what
  ///   each task waits for, or never settles.
  @discardableResult
  func ended<Result: Sendable>(_ task: Task<Result, any Error>) async throws -> Result {
    let running = running
    try await scene.until("the graded call to return") { running.current == 0 }
    return try await task.value
  }

  /// Whether the calls `start` began have all returned, now: for a message, once the work
  /// has settled.
  var hasReturned: Bool { running.current == 0 }

  /// What the work shows now, for a message once it has settled without what a grader waited
  /// for: `process(photo:) returned`, or that `call` is still waiting and what each of its
  /// tasks waits at (`task "the graded call" waits for gate "colors 64×48"`).
  func state(of call: String) -> String {
    if hasReturned { return "\(call) returned" }
    let parked = scene.parked.filter {
      !$0.wait.hasPrefix("the test's wait") && $0.wait != "an event of the trace"
    }
    guard !parked.isEmpty else {
      return """
        \(call) has not returned, and nothing of it can run: each of its tasks waits for \
        something that nothing left will do
        """
    }
    let waits = parked.map {
      "\($0.task.map { "task \"\($0)\"" } ?? "a task") waits for \($0.wait)"
    }
    return "\(call) has not returned, and nothing of it can run: "
      + waits.joined(separator: "; ")
  }

  /// Waits until `condition` holds, as the work goes on.
  /// - Throws: `SceneStuck` when the work settles without it, naming what each task waits
  ///   for, or never settles.
  func until(_ what: String, _ condition: @escaping @Sendable () -> Bool) async throws {
    try await scene.until(what, condition)
  }
}
