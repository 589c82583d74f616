import Foundation

extension ChildProcess {
  /// A program started, its output going to files, and a signal when it ends: what the
  /// blocking and the async run share.
  final class Started: @unchecked Sendable {  // SAFETY: see below
    // SAFETY: `process` is set up before it runs and read only after it has ended, which
    // `finished` and `ended` say; the other stored properties are constants of Sendable types.
    private let process: Process
    private let folder: URL
    private let start = Date()
    /// Signalled once, when the program has ended.
    let finished = DispatchSemaphore(value: 0)
    /// Whether it has ended, and who waits for it: behind `lock`.
    private let lock = NSLock()
    private var hasEnded = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    var processIdentifier: Int32 { process.processIdentifier }

    init(_ request: Request) throws(Failure) {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("workbook-run-\(UUID().uuidString)")
      let output = folder.appendingPathComponent("output")
      let errors = folder.appendingPathComponent("errors")
      let outputHandle: FileHandle
      let errorHandle: FileHandle
      do {
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data().write(to: output)
        try Data().write(to: errors)
        outputHandle = try FileHandle(forWritingTo: output)
        errorHandle = try FileHandle(forWritingTo: errors)
      } catch {
        throw Failure("cannot write a temporary file in \(folder.path): \(error)")
      }
      process = Process()
      process.executableURL = request.executable
      process.arguments = request.arguments
      if let folder = request.folder { process.currentDirectoryURL = folder }
      if let environment = request.environment { process.environment = environment }
      process.standardInput = FileHandle.nullDevice
      process.standardOutput = outputHandle
      process.standardError = request.separateErrors ? errorHandle : outputHandle
      let finished = finished
      process.terminationHandler = { [weak self] _ in
        try? outputHandle.close()
        try? errorHandle.close()
        finished.signal()
        self?.end()
      }
      do { try process.run() } catch {
        try? FileManager.default.removeItem(at: folder)
        throw Failure("cannot run \(request.executable.path): \(error.localizedDescription)")
      }
    }

    /// Returns once the program has ended, and only then, cancelled or not: its status is
    /// read after, and Foundation traps on the status of a program still running.
    func exit() async {
      // CANCEL-OK: a cancelled run kills the program first; this waits for its real end.
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ended = lock.withLock {
          if !hasEnded { waiting.append(continuation) }
          return hasEnded
        }
        if ended { continuation.resume() }
      }
    }

    private func end() {
      let waiters = lock.withLock {
        hasEnded = true
        defer { waiting = [] }
        return waiting
      }
      for waiter in waiters { waiter.resume() }
    }

    /// Kills the program's whole process group, and the program if it has no group.
    func kill() {
      let pid = process.processIdentifier
      if Foundation.kill(-pid, SIGKILL) != 0 { Foundation.kill(pid, SIGKILL) }
    }

    /// What the ended program did; removes its files.
    func result(timedOut: Bool) -> Result {
      defer { try? FileManager.default.removeItem(at: folder) }
      let read = { (name: String) in
        (try? String(contentsOf: self.folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
      }
      return Result(
        status: process.terminationStatus,
        signaled: process.terminationReason == .uncaughtSignal, timedOut: timedOut,
        output: read("output"), errors: read("errors"),
        seconds: Date().timeIntervalSince(start))
    }
  }
}
