import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookTools

/// The one way the workbook runs another program: cancelled, it ends the program and waits
/// for its real end; its time limit keeps its fractions of a second.
@Suite("Child processes", .backstop)
struct ChildProcessTests {
  /// A program that says its process number through a named pipe, then sleeps for
  /// `seconds`, and the pipe to read it from: opening the pipe to read returns once the
  /// program has opened it to write, so the test knows the program runs without a clock.
  struct Sleeper {
    let folder: URL
    let pipe: String
    let seconds: Int

    init(sleeping seconds: Int) throws {
      folder = FileManager.default.temporaryDirectory
        .appendingPathComponent("child-process-\(UUID().uuidString)")
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
      pipe = folder.appendingPathComponent("pid").path
      guard mkfifo(pipe, 0o600) == 0 else { throw POSIXError(.EIO) }
      self.seconds = seconds
    }

    var arguments: [String] { ["-c", "echo $$ > \"$0\"; exec sleep \(seconds)", pipe] }

    /// The program's process number, once it runs: read on a thread of its own, since
    /// opening a pipe blocks until the other end is opened.
    func processNumber() async -> Int32? {
      // CANCEL-OK: the program writes its number and closes the pipe as it starts.
      await withCheckedContinuation { continuation in
        Thread.detachNewThread {
          let data = FileHandle(forReadingAtPath: pipe)?.readDataToEndOfFile() ?? Data()
          let text = String(decoding: data, as: UTF8.self)
          continuation.resume(
            returning: Int32(text.trimmingCharacters(in: .whitespacesAndNewlines)))
        }
      }
    }
  }

  @Test("A cancelled run kills its program and returns only once it has ended")
  func cancelledRunEndsTheProgram() async throws {
    let sleeper = try Sleeper(sleeping: 20)
    defer { try? FileManager.default.removeItem(at: sleeper.folder) }
    let run = Task {
      try await ChildProcess.run(
        URL(fileURLWithPath: "/bin/sh"), sleeper.arguments, timeLimit: .seconds(50))
    }
    let pid = try #require(await sleeper.processNumber())
    run.cancel()
    let result = try await run.value
    // Break it: drop the cancellation handler in ChildProcess.run, and the run lasts the
    // program's 20 s and ends by itself, not by a signal.
    #expect(result.signaled, "the program ended by itself: \(result.ending)")
    // The program has ended and been waited for: no process has its number any more.
    #expect(kill(pid, 0) == -1 && errno == ESRCH)
  }

  @Test("A blocking run's time limit keeps its fractions of a second")
  func fractionalLimit() {
    // Break it: truncate the limit to whole seconds in ChildProcess.seconds, and half a
    // second is no time at all.
    #expect(ChildProcess.seconds(.milliseconds(500)) == 0.5)
    #expect(ChildProcess.seconds(.milliseconds(2250)) == 2.25)
  }

  @Test("A blocking run that outlives its limit is killed at it")
  func blockingRunIsKilledAtItsLimit() throws {
    let result = try ChildProcess.runBlocking(
      URL(fileURLWithPath: "/bin/sh"), ["-c", "exec sleep 20"], timeLimit: .milliseconds(300))
    // Break it: never kill in ChildProcess.runBlocking, and the run lasts 20 s, unkilled.
    #expect(result.timedOut)
    #expect(result.signaled)
  }
}
