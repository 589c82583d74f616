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
/// machine the queue for the compiler alone can outlast the limit.
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
    /// Excused time that has ended.
    var excused = Duration.zero
    /// When the excused work running now began, and how many pieces of it there are.
    var excusedSince: ContinuousClock.Instant?
    var excusedDepth = 0

    /// How long the test has run, excused time left out.
    func counted(at now: ContinuousClock.Instant) -> Duration {
      now - start - excused - (excusedSince.map { now - $0 } ?? .zero)
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
      $0[ticket] = Watched(exercise: exercise, test: test, start: clock.now)
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
    let now = clock.now
    let overdue = running.current.values
      .filter { $0.counted(at: now) > limit }
      .sorted { $0.start < $1.start }
    guard let stuck = overdue.first else { return }
    let message = Self.message(for: stuck, limit: limit)
    FileHandle.standardError.write(Data(("\n" + message + "\n").utf8))
    fflush(nil)
    _exit(1)
  }

  /// What the watchdog says when it ends the run.
  static func message(for stuck: Watched, limit: Duration) -> String {
    let id = stuck.exercise.id
    return """
      Exercise \(id) is stuck: its test "\(stuck.test)" has run for more than \
      \(Int(Milliseconds.of(limit) / 1000)) s, and swift test stops here. Its code seems to \
      loop forever, or to wait for something that never comes: look in \(stuck.exercise.path) \
      for a loop whose condition never turns false, or an await on something nothing ever \
      resumes, sends or finishes. \
      `swift run workbook watch \(id)` grades this exercise alone, and `swift run workbook \
      grade` grades the others, each with a time limit. Hint: `swift run workbook hint \(id)`.
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
