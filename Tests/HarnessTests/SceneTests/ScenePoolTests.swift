import Foundation
import Testing
import Workbook

@testable import WorkbookTesting

/// The test process's pool adds a thread only for a thread that is blocked, never for one that
/// is slow: a thread that computes uses processor time, one that waits uses none.
@Suite("Scenes: the pool grows for blocked threads only")
struct ScenePoolTests {
  @Test("A thread's processor clock counts its own work: a blocked thread's stays below 50 ms")
  func clockTellsBlockedFromRunning() async throws {
    try #require(ThreadCPUClock.ofThisThread() != nil, "this platform has no per-thread clock")
    let blockedClock = Locked<ThreadCPUClock?>(nil)
    let spinnerClock = Locked<ThreadCPUClock?>(nil)
    let release = DispatchSemaphore(value: 0)
    let ready = DispatchSemaphore(value: 0)
    let blocked = Thread {
      blockedClock.withLock { $0 = ThreadCPUClock.ofThisThread() }
      ready.signal()
      release.wait()
    }
    let spinner = Thread {
      let clock = ThreadCPUClock.ofThisThread()
      spinnerClock.withLock { $0 = clock }
      // Computes until its own clock has counted 50 ms of work.
      while (clock?.used() ?? .seconds(1)) < .milliseconds(50) {}
      ready.signal()
      release.wait()  // a thread's clock can be read only while it lives
    }
    blocked.start()
    spinner.start()
    ready.wait()
    ready.wait()
    let blockedUsed = try #require(blockedClock.current?.used())
    let spinnerUsed = try #require(spinnerClock.current?.used())
    release.signal()
    release.signal()
    // Break it: read the process's clock (CLOCK_PROCESS_CPUTIME_ID) in ThreadCPUClock, and
    // the blocked thread seems to have worked as much as every thread together, the
    // spinner's 50 ms among them.
    #expect(spinnerUsed >= .milliseconds(50))
    #expect(blockedUsed < .milliseconds(50))
  }

  @Test("The pool grows for blocked threads, and for endless computing up to twice its width")
  func growsForBlockedThreadsOnly() {
    func grows(threads: Int, blocked: Int, computingLong: Int = 0) -> Bool {
      ScenePool.grows(
        jobsWait: true, sinceTaken: ScenePool.stall * 2, threads: threads, blocked: blocked,
        computingLong: computingLong, width: 2)
    }
    // Every thread computes, none for long: slow work gets no extra thread.
    #expect(!grows(threads: 2, blocked: 0))
    // One of two is blocked: one more thread keeps two that can run.
    #expect(grows(threads: 2, blocked: 1))
    // Already grown for it: three threads, one blocked, two can run.
    #expect(!grows(threads: 3, blocked: 1))
    // Two jobs compute without returning: threads beside them, up to twice the width.
    #expect(grows(threads: 2, blocked: 0, computingLong: 2))
    #expect(grows(threads: 3, blocked: 0, computingLong: 2))
    #expect(!grows(threads: 4, blocked: 0, computingLong: 2))
    #expect(!grows(threads: 4, blocked: 0, computingLong: 4))
    // Nothing waits, or a thread took a job a moment ago.
    #expect(
      !ScenePool.grows(
        jobsWait: false, sinceTaken: ScenePool.stall * 2, threads: 2, blocked: 2,
        computingLong: 0, width: 2))
    #expect(
      !ScenePool.grows(
        jobsWait: true, sinceTaken: .milliseconds(10), threads: 2, blocked: 2, computingLong: 0,
        width: 2))
  }
}
