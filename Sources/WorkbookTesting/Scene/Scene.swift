import Foundation
import Testing
import Workbook
import WorkbookTools

/// One test's work, watched from outside: its trace, the tasks it starts, and every wait on
/// it, which ends when what it waits for has happened, or at once when the work has settled
/// without it ("stuck"), never by waiting out a clock and guessing.
///
/// The work of a scene is every job queued by its tasks: tasks started with `start` or in
/// `enter`, what they start in turn, and the kit's network answers for its trace. The test
/// process's executors count those jobs (`SceneExecutors`), so the scene knows when none is
/// queued, running or asleep on the clock, and every one of its tasks is parked: at one of
/// the kit's waits (a gate, a trace waiter), on a continuation of its own, or ended. From
/// then on nothing of the scene can change by itself, and a wait for something that has not
/// happened fails, naming what each parked task waits for. As Go's `testing/synctest` does
/// for a bubble of goroutines, it decides by the state of the work, not by time.
///
/// A deadline stays as a backstop, for work that never settles: a loop that never
/// suspends, a task that sleeps for an hour. When it passes, the wait fails and says which
/// of those it sees.
public final class Scene: Sendable {
  /// What the scene is, for messages: `chapter 3's two taps`.
  public let name: String
  /// Where the scene's work records, and what makes a task the scene's.
  public let trace: Trace
  /// How long a wait may last before the backstop ends it, in the scene's own time: time its
  /// work spent queued for a thread that other tests' work held is not counted.
  public let deadline: Duration

  /// The deadline every scene gets unless told: far beyond any scene's own work, since it
  /// never decides a verdict that the work's state can decide.
  public static let defaultDeadline = Duration.seconds(45)

  /// A scene recording into `trace` (a new one unless given: a test network's, say).
  public init(_ name: String, trace: Trace = Trace(), deadline: Duration = defaultDeadline) {
    self.name = name
    self.trace = trace
    self.deadline = deadline
    GraderRun.current?.add(trace)
  }

  deinit {
    JobLedger.shared.forget(trace.id)
  }

  private var id: Int { trace.id }

  /// Runs `body` as the scene's: the tasks it starts are the scene's, and record into its
  /// trace.
  public func enter<Result>(_ body: () throws -> Result) rethrows -> Result {
    try JobLedger.shared.entering(id) { try Trace.$current.withValue(trace, operation: body) }
  }

  /// Starts `body` in a task of the scene named `name`.
  @discardableResult
  public func start<Result: Sendable>(
    _ name: String, _ body: @escaping @Sendable () async throws -> Result
  ) -> Task<Result, any Error> {
    enter { Task(name: name) { try await body() } }
  }

  /// Whether `condition` comes to hold: true as soon as it does, false once the scene has
  /// settled without it. The condition is read off the scene's threads, each time the scene
  /// changes: it reads state that is safe to read from anywhere (behind a lock, the trace).
  /// - Parameter deadline: the backstop for this wait, if not the scene's.
  /// - Throws: `SceneStuck` when the deadline passes first, `CancellationError` when the
  ///   waiting task is cancelled.
  public func whether(
    _ what: String, deadline: Duration? = nil, _ condition: @escaping @Sendable () -> Bool
  ) async throws -> Bool {
    try await whether(what, deadline: deadline, .anywhere(condition))
  }

  /// Whether `condition`, read on the main actor (a main-actor model's state), comes to
  /// hold: true as soon as it does, false once the scene has settled without it.
  public func whether(
    _ what: String, deadline: Duration? = nil,
    onMainActor condition: @escaping @MainActor @Sendable () -> Bool
  ) async throws -> Bool {
    try await whether(what, deadline: deadline, .onMainActor(condition))
  }

  /// Waits until `condition` holds (read as `whether` reads it).
  /// - Throws: `SceneStuck` when the scene settles without it, naming what each of its
  ///   tasks waits for, or when the deadline passes; `CancellationError` when cancelled.
  public func until(
    _ what: String, deadline: Duration? = nil, _ condition: @escaping @Sendable () -> Bool
  ) async throws {
    try await until(what, deadline: deadline, .anywhere(condition))
  }

  /// Waits until `condition`, read on the main actor, holds.
  public func until(
    _ what: String, deadline: Duration? = nil,
    onMainActor condition: @escaping @MainActor @Sendable () -> Bool
  ) async throws {
    try await until(what, deadline: deadline, .onMainActor(condition))
  }

  private func until(
    _ what: String, deadline: Duration?, _ condition: SceneWatch.Condition
  ) async throws {
    guard try await whether(what, deadline: deadline, condition) else {
      throw SceneStuck(kind: .settled, description: report(stuckWaitingFor: what))
    }
  }

  private func whether(
    _ what: String, deadline: Duration?, _ condition: SceneWatch.Condition
  ) async throws -> Bool {
    try require(Self.canTellSettled, what)
    let started = ContinuousClock.now
    let waitedBefore = JobLedger.shared.waitedForAThread(in: id)
    let jobsBefore = JobLedger.shared.counts(of: id).jobsRun
    switch await SceneWatch.shared.wait(
      in: id, for: what, deadline: deadline ?? self.deadline, until: condition)
    {
    case .happened: return true
    case .settled: return false
    case .cancelled: throw CancellationError()
    case .deadline:
      throw SceneStuck(
        kind: .deadline,
        description: report(
          busyAfter: ContinuousClock.now - started,
          waitingForAThread: JobLedger.shared.waitedForAThread(in: id) - waitedBefore,
          jobs: JobLedger.shared.counts(of: id).jobsRun - jobsBefore, waitingFor: what))
    }
  }

  /// Waits until nothing of the scene can run: every task is parked or ended.
  /// - Throws: `SceneStuck` when the deadline passes first; `CancellationError`.
  public func settled() async throws {
    _ = try await whether("the scene to settle") { false }
  }

  /// How many of the scene's tasks sleep on the clock now (`Task.sleep`).
  public var sleepingTasks: Int { JobLedger.shared.counts(of: id).sleeping }

  /// How many of the scene's jobs have run so far: a number that grows without end only while
  /// some of its work polls (a loop of `Task.yield()`, by any name) instead of waiting.
  public var jobsRun: Int { JobLedger.shared.counts(of: id).jobsRun }

  /// How many of the scene's jobs have been queued on the main actor so far: work that needed
  /// the main actor to run, whatever it recorded.
  public var jobsOnTheMainActor: Int { JobLedger.shared.counts(of: id).mainActorJobs }

  /// The scene's tasks parked at the kit's waits now, oldest first.
  public var parked: [WaitBoard.Parked] { WaitBoard.parked(in: id) }

  /// Whether this test process counts its jobs, so that a scene can tell settled work from
  /// work still going: false where the platform cannot install the counting executors.
  public static var canTellSettled: Bool { SceneExecutors.installed }

  // MARK: - Messages

  /// What a settled scene shows: each task parked at a wait the kit knows.
  func report(stuckWaitingFor what: String) -> String {
    var lines = [
      "\(HowATestEnded.stuck) \(what) has not happened, and nothing of \(name) can run."
    ]
    let parked = WaitBoard.parked(in: id).filter {
      $0.wait != "an event of the trace" && $0.wait != SceneWatch.boardWait(what)
    }
    if parked.isEmpty {
      lines.append(
        "  No task of it waits at a gate or a held step: each has ended, or waits on a "
          + "continuation that nothing will resume.")
    }
    for task in parked {
      lines.append("  - \(task.task.map { "task \"\($0)\"" } ?? "a task") waits for \(task.wait)")
    }
    if let order = ArrivalOrder.current {
      lines.append("  The order being explored: \(order.text); replay it alone: \(order.replay)")
    }
    return lines.joined(separator: "\n")
  }

  /// What a scene that did not settle by the deadline shows: a job that never returns, jobs
  /// that never stop coming, or tasks asleep on the clock.
  func report(
    busyAfter waited: Duration, waitingForAThread: Duration, jobs: Int, waitingFor what: String
  ) -> String {
    let seconds = String(format: "%.1f s", waited.timeInterval)
    let held = String(format: "%.1f s", waitingForAThread.timeInterval)
    var lines = [
      "\(HowATestEnded.deadline) \(what) has not happened after \(seconds), and \(name) is "
        + "still busy (\(held) of it spent waiting for a thread that other work held):"
    ]
    let now = ContinuousClock.now
    // A job counts as never returning when it has run for most of the wait.
    let stuckJobs = JobLedger.shared.running(in: id).filter { now - $0.since >= waited / 2 }
    for job in stuckJobs.prefix(3) {
      let place = job.onMainActor ? "the main actor" : "the concurrent pool"
      let ran = String(format: "%.1f s", (now - job.since).timeInterval)
      lines.append(
        "  - a job on \(place) has run for \(ran) without returning: a loop that never "
          + "suspends, or a call that blocks its thread")
    }
    let counts = JobLedger.shared.counts(of: id)
    // What holds the process back, whoever's it is: a job of another scene, or of none, that
    // has run for most of the wait keeps the main actor or a thread of the pool from the
    // scene's own.
    for job in JobLedger.shared.runningAnywhere().prefix(3)
    where job.scene != id && now - job.since >= waited / 2 {
      let place = job.onMainActor ? "the main actor" : "a thread of the pool"
      let ran = String(format: "%.1f s", (now - job.since).timeInterval)
      let whose = job.scene == nil ? "no scene's" : "another scene's"
      lines.append("  - \(place) has run a job of \(whose) for \(ran) without returning")
    }
    if stuckJobs.isEmpty, counts.queued + counts.running > 0, jobs > 0 {
      lines.append(
        "  - \(jobs) of its jobs ran while the test waited, and more keep coming: a loop that "
          + "awaits something that never changes (a `Task.yield()`, an empty task) keeps the "
          + "scene busy")
    }
    if counts.sleeping > 0 {
      lines.append("  - \(counts.sleeping) of its tasks sleep on the clock")
    }
    for work in WaitBoard.busy(for: id) {
      lines.append("  - the kit is still \(work.work)")
    }
    if let order = ArrivalOrder.current {
      lines.append("  The order being explored: \(order.text); replay it alone: \(order.replay)")
    }
    return lines.joined(separator: "\n")
  }

  private func require(_ installed: Bool, _ what: String) throws {
    guard !installed else { return }
    throw SceneStuck(
      kind: .deadline,
      description:
        "Cannot wait for \(what): this platform does not let the test process count its jobs.")
  }
}

/// A wait of a scene that ended without what it waited for.
public struct SceneStuck: Error, CustomStringConvertible, Sendable {
  /// How the wait ended.
  public enum Kind: Sendable {
    /// The scene settled: nothing of it could run any more.
    case settled
    /// The deadline passed with the scene still busy.
    case deadline
  }

  public let kind: Kind
  public let description: String
}
