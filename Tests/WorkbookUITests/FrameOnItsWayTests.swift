import Dispatch
import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// `nextFrame()` and `frame(where:)` wait for a frame whose bodies are built after the call:
/// a frame already on its way was built from the state before, so it is not the one asked for.
@Suite("WorkbookUI: waiting for the next frame", .tags(.ordering), .backstop)
struct FrameOnItsWayTests {
  @Test("Asked for while frame 2 is on its way, the next frame is frame 3")
  func frameOnItsWayIsNotTheNextFrame() async throws {
    let scene = Scene("a frame asked for while one is on its way")
    let renderer = scene.enter { Renderer(Gauge()) }
    _ = try await scene.ended("frame 1", scene.start("drawing") { await renderer.render() })
    // The queue runs one piece of work at a time: while this one waits, frame 2's drawing
    // waits behind it, so frame 2 stays on its way until the test lets it go.
    let blocker = DispatchSemaphore(value: 0)
    renderer.queue.queue.async { blocker.wait() }
    // One job of the scene on the main actor: `Task.immediate` runs frame 2 until it waits
    // for the queue, its bodies built; then it runs the call to `nextFrame()` until it waits.
    let calls = scene.enter {
      Task {
        let drawing = Task.immediate { await renderer.render() }
        let next = Task.immediate { await renderer.nextFrame() }
        return (drawing, next)
      }
    }
    let (drawing, next) = try await scene.ended("frame 2 and the wait", calls)
    #expect(renderer.frames.count == 1)  // frame 2 is still on its way
    blocker.signal()
    #expect(try await scene.ended("frame 2", drawing).number == 2)
    _ = try await scene.ended("frame 3", scene.start("drawing") { await renderer.render() })
    // Break it: let a frame started before the call count (`>=` in `frame(where:)`), and the
    // wait ends with frame 2, built before it was asked for.
    let waited = try await scene.ended("the wait for the next frame", next)
    #expect(waited.number == 3)
  }
}
