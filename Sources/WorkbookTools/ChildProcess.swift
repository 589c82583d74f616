import Foundation
import Synchronization

/// Runs a program with a time limit and collects its output: the one way the workbook runs
/// another program (the compiler, git, the tests, a chapter, djpeg), from the CLI, the compile
/// check, the workbench, imagefuzz's reference decoders and the tests.
///
/// A program that outlives its limit is killed with its whole process group (Foundation's
/// `Process` gives each child a group of its own on Linux), so a hung test binary is stopped
/// with everything it started. Output goes to temporary files rather than pipes, so a chatty
/// program can never block on a full pipe, and nothing has to read while it runs.
public enum ChildProcess {
  /// How a run ended and what it wrote.
  public struct Result: Sendable {
    /// The exit status, or the signal's number when `signaled`.
    public let status: Int32
    /// Whether a signal ended it (including the kill at the time limit).
    public let signaled: Bool
    /// Whether it was killed because it ran out of time.
    public let timedOut: Bool
    /// Its standard output and standard error, interleaved as a terminal would show them;
    /// only its standard output when the run kept standard error apart.
    public let output: String
    /// Its standard error, when the run kept it apart from `output`.
    public let errors: String
    public let seconds: Double

    public init(
      status: Int32, signaled: Bool = false, timedOut: Bool = false, output: String,
      errors: String = "", seconds: Double = 0
    ) {
      self.status = status
      self.signaled = signaled
      self.timedOut = timedOut
      self.output = output
      self.errors = errors
      self.seconds = seconds
    }

    /// Whether it exited by itself with status 0.
    public var succeeded: Bool { status == 0 && !signaled && !timedOut }

    /// How it ended, in words, for failure messages.
    public var ending: String {
      if timedOut { return "killed at the time limit" }
      return signaled ? "ended by signal \(status)" : "exit status \(status)"
    }
  }

  /// Why a program could not be run, or gave no answer.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
  }

  /// What to run, and how.
  public struct Request: Sendable {
    public var executable: URL
    public var arguments: [String]
    /// The working folder; the caller's when nil.
    public var folder: URL?
    /// The whole environment; the caller's when nil.
    public var environment: [String: String]?
    public var timeLimit: Duration
    /// Whether standard error is kept apart from standard output.
    public var separateErrors: Bool
  }

  /// The process group a blocking run is waiting for now, for an interrupt handler (0 when
  /// none).
  public static let running = Atomic<Int32>(0)

  /// Runs `executable` and waits for it without holding a thread: for async callers, the tests
  /// above all, which run side by side on a pool of a few threads. Cancelling the caller
  /// kills the program, and the run still returns only once it has really ended.
  public static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil,
    environment: [String: String]? = nil, timeLimit: Duration,
    separateErrors: Bool = false
  ) async throws(Failure) -> Result {
    let started = try Started(
      Request(
        executable: executable, arguments: arguments, folder: folder, environment: environment,
        timeLimit: timeLimit, separateErrors: separateErrors))
    let watchdog = Task {
      try await Task.sleep(for: timeLimit)  // SLEEP-OK: a time limit, not an ordering
      started.kill()
    }
    await withTaskCancellationHandler {
      await started.exit()
    } onCancel: {
      started.kill()
    }
    watchdog.cancel()
    // The watchdog finished its sleep only if the program outlived the time limit.
    let timedOut = (try? await watchdog.value) != nil
    return started.result(timedOut: timedOut)
  }

  /// Runs `executable` and blocks this thread until it ends: for programs that do one thing
  /// at a time (the CLI, the compile check, the workbench, imagefuzz).
  public static func runBlocking(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil,
    environment: [String: String]? = nil, timeLimit: Duration,
    separateErrors: Bool = false
  ) throws(Failure) -> Result {
    let started = try Started(
      Request(
        executable: executable, arguments: arguments, folder: folder, environment: environment,
        timeLimit: timeLimit, separateErrors: separateErrors))
    running.store(started.processIdentifier, ordering: .relaxed)
    defer { running.store(0, ordering: .relaxed) }
    let timedOut = started.finished.wait(timeout: .now() + seconds(timeLimit)) == .timedOut
    if timedOut {
      started.kill()
      started.finished.wait()
    }
    return started.result(timedOut: timedOut)
  }

  /// `limit` in seconds, fractions kept: what a dispatch wait takes.
  static func seconds(_ limit: Duration) -> Double {
    let (seconds, attoseconds) = limit.components
    return Double(seconds) + Double(attoseconds) / 1e18
  }

  /// Makes Ctrl-C stop the program a blocking run waits for too, not only this one.
  public static func stopChildrenOnInterrupt() {
    signal(SIGINT) { _ in
      let group = ChildProcess.running.load(ordering: .relaxed)
      if group > 0 { kill(-group, SIGKILL) }
      _exit(130)
    }
  }
}
