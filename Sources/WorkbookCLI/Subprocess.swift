import Foundation
import Synchronization
import WorkbookTools

/// Runs a command with a time limit and collects its output: the grading command's one way
/// to run the compiler and the tests.
///
/// Each command runs in a process group of its own (Foundation's `Process` does that on
/// Linux), so a hung test binary is stopped with everything it started. Output goes to a
/// temporary file rather than a pipe, so a chatty process can never block on a full pipe.
enum Subprocess {
  struct Result {
    /// The exit status, or the signal's number when `signaled`.
    let status: Int32
    let signaled: Bool
    let timedOut: Bool
    /// Standard output and standard error, interleaved.
    let output: String
    let seconds: Double

    var succeeded: Bool { status == 0 && !signaled && !timedOut }
  }

  /// The process group running now, for the interrupt handler (0 when none).
  nonisolated static let running = Atomic<Int32>(0)

  /// Runs `executable` and waits for it, for at most `timeout` seconds.
  nonisolated static func run(
    _ executable: URL, _ arguments: [String], in folder: URL,
    environment: [String: String] = [:], timeout: Double
  ) throws(CLIError) -> Result {
    let log = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-\(UUID().uuidString).log")
    _ = FileManager.default.createFile(atPath: log.path, contents: nil)
    defer { try? FileManager.default.removeItem(at: log) }
    guard let handle = try? FileHandle(forWritingTo: log) else {
      throw .failure("cannot write a temporary file in \(log.deletingLastPathComponent().path)")
    }
    let process = Process()
    process.executableURL = executable
    process.arguments = arguments
    process.currentDirectoryURL = folder
    process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
    process.standardOutput = handle
    process.standardError = handle
    process.standardInput = FileHandle.nullDevice
    let start = Date()
    do { try process.run() } catch {
      throw .failure("cannot run \(executable.path): \(error.localizedDescription)")
    }
    running.store(process.processIdentifier, ordering: .relaxed)
    var timedOut = false
    while process.isRunning {
      if Date().timeIntervalSince(start) > timeout {
        kill(-process.processIdentifier, SIGKILL)
        timedOut = true
        break
      }
      usleep(20_000)
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

  /// The first executable called `name` on PATH.
  static func executable(named name: String) throws(CLIError) -> URL {
    if let found = ExecutableSearch.onPath(name) { return found }
    throw .failure("\(name) is not on PATH: install Swift 6.2 or later")
  }

  /// Makes Ctrl-C stop the running command too, not only this program.
  static func stopChildrenOnInterrupt() {
    signal(SIGINT) { _ in
      let group = Subprocess.running.load(ordering: .relaxed)
      if group > 0 { kill(-group, SIGKILL) }
      _exit(130)
    }
  }
}
