import Foundation
import Testing
import Workbook
import WorkbookTools

/// Ends the test run, naming the exercise, when a grader's test runs far longer than any
/// correct solution needs: the guard that keeps a student's endless loop from hanging
/// `swift test`.
///
/// A time limit alone cannot do it: Swift Testing records `.timeLimit` only when the test
/// returns, and a loop that never suspends (or swallows cancellation) never returns. So the
/// watchdog watches from outside the stuck code, on a thread of its own that is neither the
/// main thread nor one of the concurrent pool's, which a stuck exercise may hold. When a
/// grader's test has run past `limit`, it prints which exercise and test, and what to look
/// for, then ends the process with status 1.
///
/// Time a test spends waiting for the compiler or running it (`excused`) does not count: the
/// student's code runs in neither, each compile has a time limit of its own, and on a busy
/// machine the queue for the compiler alone can outlast the limit. Nor does time the test's
/// work waits while only other tests' work runs: a test of the same process that holds the
/// main actor for seconds (a chapter's synchronous decode) must not end another's run.
public final class GraderWatchdog: Sendable {
  /// The one watchdog of the test process.
  public static let shared = GraderWatchdog(limit: configuredLimit)

  /// How long a grader's test may run: 45 s, or `WORKBOOK_GRADER_LIMIT_SECONDS`. Every
  /// grader finishes in a few seconds; the margin is for a busy machine.
  public static let configuredLimit: Duration = {
    let seconds = WorkbookVariable.graderLimitSeconds.value.flatMap(Int.init)
    return .seconds(max(1, seconds ?? 45))
  }()

  /// How long a grader's test may run before the watchdog ends the run.
  public let limit: Duration
  private let clock = ContinuousClock()
  private let running = Locked<[Int: Watched]>([:])
  private let nextTicket = Locked(0)
  private let started = Locked(false)

  /// One grader's test that is running.
  struct Watched: Sendable {
    let exercise: ExerciseFile
    let test: String
    let start: ContinuousClock.Instant
    /// What the test ran: the scenes whose work the watchdog reads when it stops the run.
    var run: GraderRun?
    /// Excused time that has ended.
    var excused = Duration.zero
    /// When the excused work running now began, and how many pieces of it there are.
    var excusedSince: ContinuousClock.Instant?
    var excusedDepth = 0

    /// Time the test's work waited while other tests' work ran (`look(at:running:)`).
    var heldElsewhere = Duration.zero
    /// When the watchdog last looked at what runs.
    var lastLook: ContinuousClock.Instant?

    /// How long the test has run, excused time and time held back by other tests left out.
    func counted(at now: ContinuousClock.Instant) -> Duration {
      now - start - excused - (excusedSince.map { now - $0 } ?? .zero) - heldElsewhere
    }

    /// Counts the time since the last look as held back when none of the test's jobs runs
    /// and other work of the process does (`running`, the jobs running now): its work, queued
    /// or not yet resumed, waits for a thread or the main actor that other tests hold. On
    /// one core, or beside a build, that is most of a test's time, and none of it is the
    /// student's.
    mutating func look(at now: ContinuousClock.Instant, running: [JobLedger.Running]) {
      let scenes = Set(run?.sceneIDs ?? [])
      let mine = running.contains { $0.scene.map(scenes.contains) ?? false }
      if let lastLook, !mine, running.count > 0 { heldElsewhere += now - lastLook }
      lastLook = now
    }
  }

  /// The ticket of the watched test this task belongs to, if any.
  @TaskLocal static var ticket: Int?

  init(limit: Duration) {
    self.limit = limit
  }

  /// Runs `body`, a test of `exercise`'s grader, under the watchdog's eye.
  public func watch(
    _ exercise: ExerciseFile, test: String, _ body: @Sendable () async throws -> Void
  ) async throws {
    startIfNeeded()
    let ticket = nextTicket.withLock { next in
      next += 1
      return next
    }
    running.withLock {
      $0[ticket] = Watched(
        exercise: exercise, test: test, start: clock.now, run: GraderRun.current)
    }
    defer { _ = running.withLock { $0.removeValue(forKey: ticket) } }
    try await Self.$ticket.withValue(ticket) { try await body() }
  }

  /// Runs `body`, work that is not the student's code (the compiler), without counting its
  /// time against the watched test it belongs to.
  public func excused<T>(_ body: () async throws -> T) async rethrows -> T {
    guard let ticket = Self.ticket else { return try await body() }
    running.withLock { running in
      guard var watched = running[ticket] else { return }
      if watched.excusedDepth == 0 { watched.excusedSince = clock.now }
      watched.excusedDepth += 1
      running[ticket] = watched
    }
    defer {
      running.withLock { running in
        guard var watched = running[ticket] else { return }
        watched.excusedDepth -= 1
        if watched.excusedDepth == 0, let since = watched.excusedSince {
          watched.excused += clock.now - since
          watched.excusedSince = nil
        }
        running[ticket] = watched
      }
    }
    return try await body()
  }

  private func startIfNeeded() {
    let first = started.withLock { started in
      defer { started = true }
      return !started
    }
    guard first else { return }
    let thread = Thread { [self] in
      while true {
        Thread.sleep(forTimeInterval: 0.5)  // SLEEP-OK: a watchdog's polling, not an ordering
        check()
      }
    }
    thread.name = "grader watchdog"
    thread.start()
  }

  private func check() {
    if let (endless, job, used) = endlessJob() {
      let message = Self.message(endless: endless, job: job, used: used)
      FileHandle.standardError.write(Data(("\n" + message + "\n").utf8))
      fflush(nil)
      _exit(1)
    }
    let now = clock.now
    let jobs = JobLedger.shared.runningAnywhere()
    running.withLock { running in
      for ticket in running.keys { running[ticket]?.look(at: now, running: jobs) }
    }
    let overdue = running.current.values
      .filter { $0.counted(at: now) > limit }
      .sorted { $0.start < $1.start }
    guard let stuck = overdue.first else { return }
    let message = Self.message(for: stuck, limit: limit)
    FileHandle.standardError.write(Data(("\n" + message + "\n").utf8))
    fflush(nil)
    _exit(1)
  }

  /// How much processor time one call of a grader's test's code may use without returning.
  /// A right answer's calls each take milliseconds; a loop that never suspends piles this up
  /// in as many seconds on a free core, however busy the machine is otherwise.
  static let endless = Duration.seconds(3)

  /// A job of a watched test's scenes that has computed for `endless` without returning.
  private func endlessJob() -> (Watched, JobLedger.Running, Duration)? {
    for watched in running.current.values.sorted(by: { $0.start < $1.start }) {
      for scene in watched.run?.sceneIDs ?? [] {
        for job in JobLedger.shared.running(in: scene) {
          if let used = job.computed(), used >= Self.endless { return (watched, job, used) }
        }
      }
    }
    return nil
  }

  /// What the watchdog says when a call of a test's code computes without end.
  static func message(endless watched: Watched, job: JobLedger.Running, used: Duration) -> String {
    let id = watched.exercise.id
    let place = job.onMainActor ? "the main actor" : "the concurrent pool"
    let seconds = String(format: "%.1f", Double(Milliseconds.of(used)) / 1000)
    return """
      \(HowATestEnded.endless) exercise \(id)'s test "\(watched.test)": one call of its code \
      computed for \(seconds) s of processor time on \(place) without returning, in \
      \(watched.exercise.path). A caller that needs what another task does must suspend until \
      it is done (await it), not go round a loop. `swift run workbook watch \(id)` grades \
      this exercise alone. Hint: `swift run workbook hint \(id)`.
      """
  }

  /// The words that open what the watchdog says, for the grading command to find.
  public static let opening = HowATestEnded.watchdog

  /// What the watchdog says when it ends the run: what the test's scenes show, read from the
  /// process's count of jobs, not a guess.
  static func message(for stuck: Watched, limit: Duration) -> String {
    let id = stuck.exercise.id
    let seconds = Int(Milliseconds.of(limit) / 1000)
    let head = "\(opening) exercise \(id)'s test \"\(stuck.test)\" ran for more than \(seconds) s."
    let tail = """
      `swift run workbook watch \(id)` grades this exercise alone, and `swift run workbook \
      grade` grades the others. Hint: `swift run workbook hint \(id)`.
      """
    return [head, diagnosis(of: stuck, in: stuck.exercise.path, limit: limit), tail]
      .joined(separator: " ")
  }

  /// What the test's work was doing: a call that never returns, work that never stops
  /// coming, tasks parked at waits, or nothing the watchdog can see.
  static func diagnosis(of stuck: Watched, in path: String, limit: Duration) -> String {
    let scenes = stuck.run?.sceneIDs ?? []
    let now = ContinuousClock.now
    let running = scenes.flatMap { JobLedger.shared.running(in: $0) }.sorted { $0.since < $1.since }
    if let longest = running.first, now - longest.since > limit / 2 {
      let place = longest.onMainActor ? "the main actor" : "the concurrent pool"
      let ran = Int(Milliseconds.of(now - longest.since) / 1000)
      return """
        One call of its code has run on \(place) for \(ran) s without returning: a loop that \
        never suspends, or a call that blocks its thread (a semaphore, a sleep), in \(path).
        """
    }
    let counts = scenes.map { JobLedger.shared.counts(of: $0) }
    if counts.contains(where: { $0.queued + $0.running > 0 }) {
      let jobs = counts.map(\.jobsRun).reduce(0, +)
      return """
        Its code kept running without getting anywhere (\(jobs) jobs so far): a loop that \
        awaits something that never changes, in \(path).
        """
    }
    let parked = scenes.flatMap { WaitBoard.parked(in: $0) }
      .filter { !$0.wait.hasPrefix("the test's wait") && $0.wait != "an event of the trace" }
    if !parked.isEmpty {
      let waits = parked.prefix(3).map {
        "\($0.task.map { "\"\($0)\"" } ?? "a task") waits for \($0.wait)"
      }
      return "Nothing of its code can run: " + waits.joined(separator: "; ") + "."
    }
    return """
      Nothing of its code was running or waiting where the grader can see: the grader waited \
      on something it does not watch. Please report it with this exercise's code.
      """
  }
}

/// Watches every test of a grader's suite with `GraderWatchdog` (see `.watched(_:)`), and
/// gives each a `GraderRun`, so that a failure attaches what the test ran.
public struct GraderWatch: SuiteTrait, TestTrait, TestScoping {
  let exercise: ExerciseFile

  public var isRecursive: Bool { true }

  // `@concurrent` twice, to match the protocol, which a module built without
  // NonisolatedNonsendingByDefault declares.
  @concurrent public func provideScope(
    for test: Test, testCase: Test.Case?,
    performing function: @concurrent @Sendable () async throws -> Void
  ) async throws {
    guard !test.isSuite else { return try await function() }
    try await GraderRun.$current.withValue(GraderRun()) {
      try await GraderWatchdog.shared.watch(exercise, test: test.displayName ?? test.name) {
        try await function()
      }
    }
  }
}

extension Trait where Self == GraderWatch {
  /// Ends the run, naming the exercise, if one of the suite's tests never finishes: put it
  /// on every grader suite, beside `.started(exercise)` and a `.timeLimit`.
  public static func watched(_ exercise: ExerciseFile) -> Self {
    GraderWatch(exercise: exercise)
  }
}
