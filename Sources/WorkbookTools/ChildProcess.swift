import Foundation
import Synchronization

/// Runs a program with a time limit and collects its output: the one way the CLI and the
/// compile check run the compiler, git and the tests.
///
/// Each program runs in a process group of its own (Foundation's `Process` does that on
/// Linux), so a hung test binary is stopped with everything it started. Output goes to a
/// temporary file rather than a pipe, so a chatty program can never block on a full pipe.
public enum ChildProcess {
  /// How a run ended and what it wrote.
  public struct Result: Sendable {
    /// The exit status, or the signal's number when `signaled`.
    public let status: Int32
    public let signaled: Bool
    public let timedOut: Bool
    /// Standard output and standard error, interleaved.
    public let output: String
    public let seconds: Double

    public var succeeded: Bool { status == 0 && !signaled && !timedOut }

    public init(status: Int32, signaled: Bool, timedOut: Bool, output: String, seconds: Double) {
      self.status = status
      self.signaled = signaled
      self.timedOut = timedOut
      self.output = output
      self.seconds = seconds
    }
  }

  /// Why a program could not be run at all.
  public struct Failure: Error, CustomStringConvertible {
    public let description: String
  }

  /// The process group running now, for an interrupt handler (0 when none).
  public static let running = Atomic<Int32>(0)

  /// Runs `executable` and waits for it, for at most `timeout` seconds.
  public static func run(
    _ executable: URL, _ arguments: [String], in folder: URL? = nil,
    environment: [String: String] = [:], timeout: Double = 600
  ) throws(Failure) -> Result {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    guard let handle = try? FileHandle(forWritingTo: log) else {
      throw Failure(
        description:
          "cannot write a temporary file in \(log.deletingLastPathComponent().path)")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    if let folder { process.currentDirectoryURL = folder }
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let start = Date()
    do { try process.run() } catch {
      throw Failure(description: "cannot run \(executable.path): \(error.localizedDescription)")
    }
    running.store(process.processIdentifier, ordering: .relaxed)
    var timedOut = false
    while process.isRunning {
      if Date().timeIntervalSince(start) > timeout {
        kill(-process.processIdentifier, SIGKILL)
        timedOut = true
        break
      }
      usleep(20_000)  // SLEEP-OK: polls a time limit, orders nothing
    }
    process.waitUntilExit()
    running.store(0, ordering: .relaxed)
    try? handle.close()
    let output = (try? String(contentsOf: log, encoding: .utf8)) ?? ""
    return Result(
      status: process.terminationStatus,
      signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
      output: output, seconds: Date().timeIntervalSince(start))
  }

  /// Makes Ctrl-C stop the running program too, not only this one.
  public static func stopChildrenOnInterrupt() {
    signal(SIGINT) { _ in
      let group = ChildProcess.running.load(ordering: .relaxed)
      if group > 0 { kill(-group, SIGKILL) }
      _exit(130)
    }
  }
}
