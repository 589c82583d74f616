import Foundation
import Testing
import Workbook
import WorkbookTesting
import WorkbookTools

/// The frame clock measures the main actor, and nothing else: it must keep ticking while the
/// concurrent pool is full, as it is when several large images decode at once (chapter 4).
///
/// Filling the pool on purpose would starve every other test running beside it, so the proof
/// runs in a child test process that has the pool to itself: `BusyPoolRun` below.
@Suite("Frame clock and a busy pool")
struct FrameClockPoolTests {
  @Test(
    "Frames keep coming while every thread of the pool is busy",
    .enabled(if: TestProcess.canRerunItself, "needs the test binary to run a filtered copy"))
  func framesWhileThePoolIsBusy() async throws {
    let run = try await TestProcess.rerun(
      filter: "BusyPoolRun", environment: [BusyPoolSwitch.variable: "1"],
      timeLimit: .seconds(120))
    let childPassed = run.succeeded
    #expect(childPassed, "the child run failed (\(run.ending)):\n\(run.text)")
    #expect(
      run.text.contains(#"Test "spinners see frames while they fill the pool" passed"#),
      "the child run did not run the test:\n\(run.text)")
  }
}

/// The child run of `FrameClockPoolTests`: one spinner per core fills the pool, and each spins
/// until it has seen three more frames. The ten seconds are only a way out if the frames never
/// come.
@Suite("Busy pool run", .enabled(if: BusyPoolSwitch.isOn, "runs only in a child run"))
@MainActor
struct BusyPoolRun {
  @Test("spinners see frames while they fill the pool")
  func spinnersSeeFrames() async {
    let clock = FrameClock(trace: Trace())
    let frames = Locked(0)
    clock.onFrame = { frame in frames.withLock { $0 = frame } }
    clock.start()
    let spinners = (0..<ProcessInfo.processInfo.activeProcessorCount).map { _ in
      Task.detached { () -> Bool in
        let start = ContinuousClock.now
        let first = frames.current
        while frames.current < first + 3 {
          if ContinuousClock.now - start > .seconds(10) { return false }
        }
        return true
      }
    }
    var everySpinnerSawFrames = true
    for spinner in spinners {
      everySpinnerSawFrames = await spinner.value && everySpinnerSawFrames
    }
    clock.stop()
    #expect(everySpinnerSawFrames, "the clock stopped while the pool was busy")
  }
}

/// Whether this process is the child run of `FrameClockPoolTests`.
enum BusyPoolSwitch {
  static let variable = WorkbookVariable.busyPoolRun.name
  static var isOn: Bool { ProcessInfo.processInfo.environment[variable] == "1" }
}
