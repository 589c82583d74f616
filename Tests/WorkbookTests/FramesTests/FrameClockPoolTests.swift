import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The frame clock measures the main actor, and nothing else: it must keep ticking while the
/// concurrent pool is full, as it is when several large images decode at once (chapter 4).
@Suite("Frame clock and a busy pool")
@MainActor
struct FrameClockPoolTests {
  @Test(
    "Frames keep coming while every thread of the pool is busy",
    .disabled(
      if: ProcessInfo.processInfo.environment["WORKBOOK_TSAN"] == "1",
      """
      not in the ThreadSanitizer lane: there the whole suite runs ten times slower beside it, \
      and its spinners, which fill the pool on purpose, starve the other tests that need it
      """))
  func framesWhileThePoolIsBusy() async {
    let clock = FrameClock(trace: Trace())
    let frames = Locked(0)
    clock.onFrame = { frame in frames.withLock { $0 = frame } }
    clock.start()
    // One spinner per core fills the pool; each spins until it has seen three more frames.
    // The ten seconds are only a way out if the frames never come.
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
    // Break it: make `FrameClock.start()` tick from a sleeping task: a sleeping task is woken by a
    // pool thread, none is free, and no frame comes until the spinners give up.
    #expect(everySpinnerSawFrames, "the clock stopped while the pool was busy")
  }
}
