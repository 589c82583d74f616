import Testing
import Workbook

@Suite("Frame clock")
@MainActor
struct FrameClockTests {
  @Test("Frames run on the main actor, one after another, and stop when asked")
  func framesRunOnTheMainActor() async {
    let trace = Trace()
    let clock = FrameClock(trace: trace)
    var seen: [Int] = []
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
}
