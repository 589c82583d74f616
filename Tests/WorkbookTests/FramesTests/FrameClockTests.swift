import Testing
import Workbook
import WorkbookTesting

@Suite("Frame clock", .backstop)
@MainActor
struct FrameClockTests {
  @Test("Frames run on the main actor, one after another")
  func framesRunOnTheMainActor() async {
    let trace = Trace()
    let clock = FrameClock(trace: trace)
    var seen: [Int] = []
    // CANCEL-OK: the clock ticks on its own; its third frame resumes the test.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      clock.onFrame = { frame in
        MainActor.assertIsolated()
        seen.append(frame)
        if frame == 3 {
          clock.stop()
          done.resume()
        }
      }
      clock.start()
    }
    #expect(seen == [1, 2, 3])
    #expect(clock.meter.frames == 3)
  }

  @Test("A stopped clock runs no more frames")
  func stopEndsTheFrames() {
    let ticks = ManualTicks()
    let clock = FrameClock(trace: Trace(), ticks: ticks)
    var seen: [Int] = []
    clock.onFrame = { seen.append($0) }
    clock.start()
    for _ in 1...3 { ticks.tick() }
    #expect(seen == [1, 2, 3])
    clock.stop()
    ticks.tick()
    #expect(seen == [1, 2, 3], "a frame ran after the clock stopped")
    #expect(clock.meter.frames == 3)
  }
}
