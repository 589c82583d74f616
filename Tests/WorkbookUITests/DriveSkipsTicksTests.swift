import Dispatch
import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// Driven by a frame clock, the renderer draws one frame at a time and skips a tick that
/// comes while a frame is still being drawn, as a display skips a refresh: the skipped ticks
/// are not queued up to be drawn later.
@Suite("WorkbookUI: a driven renderer skips ticks", .tags(.ordering), .backstop)
struct DriveSkipsTicksTests {
  @Test("Two ticks that come while frame 1 is being drawn start no frame, then or later")
  func ticksDuringAFrameAreSkipped() async throws {
    let scene = Scene("a driven renderer whose frame is held")
    let renderer = scene.enter { Renderer(Gauge()) }
    let trace = renderer.trace
    let ticks = ManualTicks()
    let clock = FrameClock(trace: Trace(), ticks: ticks)
    renderer.drive(with: clock)
    clock.start()
    // The queue runs one piece of work at a time: while this one waits, frame 1's drawing
    // waits behind it, so frame 1 stays on its way until the test lets it go.
    let blocker = DispatchSemaphore(value: 0)
    renderer.queue.queue.async { blocker.wait() }
    scene.enter { ticks.tick() }
    // Its bodies are built on the main actor before it waits for the queue: from then on, the
    // frame is being drawn.
    try await scene.until("frame 1's bodies built") { !trace.events.isEmpty }
    scene.enter {
      ticks.tick()
      ticks.tick()
    }
    blocker.signal()
    try await scene.until("frame 1 drawn", onMainActor: { !renderer.frames.isEmpty })
    try await scene.settled()
    #expect(clock.stop().frames == 3)
    // Break it: in `drive(with:)`, start a frame on every tick, even while one is being
    // drawn, and the two ticks' frames are drawn after frame 1.
    #expect(renderer.frames.map(\.number) == [1])
  }
}
