import Foundation

/// What a program did: how it ended and everything it wrote.
public struct CommandOutput: Sendable {
  /// The exit status, or the signal number if a signal ended it.
  public var status: Int32
  /// Whether a signal ended it (including the kill at the time limit).
  public var wasSignalled: Bool
  /// Whether it was killed because it ran out of time.
  public var timedOut: Bool
  /// Its standard output and standard error, interleaved as a terminal would show them;
  /// only its standard output when the run kept standard error apart.
  public var text: String
  /// Its standard error, when the run kept it apart from `text`.
  public var errorText = ""

  /// Whether it exited by itself with status 0.
  public var succeeded: Bool { status == 0 && !wasSignalled && !timedOut }

  /// How it ended, in words, for failure messages.
  public var ending: String {
    if timedOut { return "killed at the time limit" }
    return wasSignalled ? "ended by signal \(status)" : "exit status \(status)"
  }
}

/// Runs programs for the tests: the compiler, and the program ThreadSanitizer watches. Every
/// run has a time limit, after which the program is killed.
///
/// Output goes to a file rather than a pipe, so a chatty program never blocks on a full pipe
/// and no thread is tied up reading it; the caller's task just waits for the exit.
public enum Command {
  /// Why a run did not give an answer.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
    public init(_ description: String) { self.description = description }
  }

  /// Runs `executable` with `arguments` to completion, or kills it after `timeLimit`.
  public static func run(
    _ executable: String,
    _ arguments: [String],
    environment: [String: String]? = nil,
    timeLimit: Duration,
    separateStandardError: Bool = false
  ) async throws -> CommandOutput {
    let folder = try TemporaryFolder()
    defer { withExtendedLifetime(folder) {} }  // the log must outlive the program
    let log = folder.file(named: "output.txt")
    try Data().write(to: log)
    let logHandle = try FileHandle(forWritingTo: log)
    defer { try? logHandle.close() }
    let errorLog = folder.file(named: "errors.txt")
    try Data().write(to: errorLog)
    let errorHandle = try FileHandle(forWritingTo: errorLog)
    defer { try? errorHandle.close() }

    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = arguments
    if let environment { process.environment = environment }
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = logHandle
    process.standardError = separateStandardError ? errorHandle : logHandle
    let (exits, exit) = AsyncStream.makeStream(of: (Int32, Bool).self)
    process.terminationHandler = { process in
      exit.yield((process.terminationStatus, process.terminationReason == .uncaughtSignal))
      exit.finish()
    }
    try process.run()

    let pid = process.processIdentifier
    let watchdog = Task {
      try await Task.sleep(for: timeLimit)  // SLEEP-OK: a time limit, not an ordering
      kill(pid, SIGKILL)
    }
    var ending: (status: Int32, signalled: Bool) = (-1, true)
    for await result in exits { ending = result }
    watchdog.cancel()
    // The watchdog finished its sleep only if the program outlived the time limit.
    let timedOut = (try? await watchdog.value) != nil

    let text = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    let errorText = (try? String(contentsOf: errorLog, encoding: .utf8)) ?? ""
    return CommandOutput(
      status: ending.status, wasSignalled: ending.signalled, timedOut: timedOut, text: text,
      errorText: errorText)
  }
}
