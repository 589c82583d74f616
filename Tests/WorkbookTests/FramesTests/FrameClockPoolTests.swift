import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The frame clock measures the main actor, and nothing else: it must keep ticking while the
/// concurrent pool is full, as it is when several large images decode at once (chapter 4).
///
/// Filling the pool on purpose would starve every other test running beside it, so the proof
/// runs as an exit test: in a process of its own, which has the pool to itself.
@Suite("Frame clock and a busy pool")
struct FrameClockPoolTests {
  @Test("Frames keep coming while every thread of the pool is busy")
  func framesWhileThePoolIsBusy() async {
    await #expect(processExitsWith: .success) {
      // The test process's pool adds a thread when every one is busy, which would run work
      // queued behind the spinners; the platform's pool, which the claim is about, does not.
      Scene.keepPoolAtItsWidth()
      let everySpinnerSawFrames = await BusyPool.spinnersSeeFrames()
      exit(everySpinnerSawFrames ? EXIT_SUCCESS : EXIT_FAILURE)
    }
  }
}

/// The exit test's body: one spinner per core fills the pool, and each spins until it has
/// seen three more frames. The ten seconds are only a way out if the frames never come.
enum BusyPool {
  @MainActor static func spinnersSeeFrames() async -> Bool {
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
    return everySpinnerSawFrames
  }
}
