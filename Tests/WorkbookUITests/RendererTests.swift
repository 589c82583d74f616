import Dispatch
import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// The renderer divides a frame's work as SwiftUI does: bodies and state on the main actor,
/// `@Sendable` callbacks on its own queue. Where each ran is recorded by the renderer from its
/// queue-specific key, never from the thread.
@Suite("WorkbookUI: the renderer", .tags(.isolation), .backstop)
struct RendererTests {
  @Test("Bodies are built on the main actor and every Sendable callback runs on the queue")
  func whereEachPartRuns() async throws {
    let trace = Trace()
    let renderer = Renderer(Gauge(), trace: trace)
    _ = await renderer.render()
    try renderer.tap("off")
    _ = await renderer.render()
    _ = await renderer.render()

    let bodies = trace.events(startingWith: "body ")
    #expect(bodies.map(\.label).contains("body Gauge"))
    #expect(bodies.allSatisfy { $0.domain == .mainActor })
    let callbacks = trace.events(
      startingWith: "path ", "layout ", "visualEffect", "onGeometryChange transform",
      "interpolate ")
    #expect(
      Set(callbacks.map(\.label)).isSuperset(of: [
        "path Circle", "layout Stacked", "visualEffect", "onGeometryChange transform",
        "interpolate scaleEffect",
      ]))
    #expect(callbacks.allSatisfy { $0.domain == Renderer.domain })
    let mainActorSide = trace.events(startingWith: "state ", "tap ", "onGeometryChange action")
    #expect(!mainActorSide.isEmpty)
    #expect(mainActorSide.allSatisfy { $0.domain == .mainActor })
  }

  @Test("The queue's key tells the renderer's queue from the main actor")
  func queueKey() async {
    let queue = RenderQueue(label: "test")
    #expect(!queue.isCurrent)
    #expect(queue.currentDomain() == .mainActor)
    let inside = await queue.run { (queue.isCurrent, queue.currentDomain()) }
    #expect(inside.0)
    #expect(inside.1 == Renderer.domain)
    let other = RenderQueue(label: "other")
    #expect(await other.run { queue.isCurrent } == false)
  }

  @Test("State outlives the view value: a child made anew every frame keeps its count")
  func stateIsKept() async throws {
    let renderer = Renderer(CounterHost(), trace: Trace())
    #expect(await renderer.render().shows("count 0"))
    try renderer.tap("count")
    try renderer.tap("count")
    #expect(await renderer.render().shows("count 2"))
    #expect(await renderer.render().shows("count 2"))
  }

  @Test("A tap's synchronous change is in the very next frame")
  func tapShowsInTheNextFrame() async throws {
    let renderer = Renderer(Gauge(), trace: Trace())
    #expect(await renderer.render().shows("off"))
    try renderer.tap("off")
    let next = await renderer.render()
    #expect(next.number == 2)
    #expect(next.shows("on"))
  }

  @Test("An animated change moves frame by frame, each step computed on the queue")
  func animationSteps() async throws {
    let trace = Trace()
    let renderer = Renderer(Gauge(), trace: trace)
    _ = await renderer.render()
    try renderer.tap("off")
    var scales: [Double] = []
    for _ in 1...8 {
      let frame = await renderer.render()
      scales.append(try #require(frame.shapes(named: "Circle").first).scale)
    }
    // 0.1 s at 60 frames a second: 6 frames from 1 to 2, then it stays at 2.
    #expect(scales.first == 1)
    #expect(zip(scales, scales.dropFirst()).allSatisfy { $0 <= $1 })
    #expect(scales.contains { $0 > 1 && $0 < 2 })
    #expect(scales.last == 2)
    let steps = trace.events(startingWith: "interpolate ")
    #expect(steps.count >= 5)
    #expect(steps.allSatisfy { $0.domain == Renderer.domain })
  }

  @Test("A geometry action runs on the main actor once per change, and its state shows")
  func geometryAction() async throws {
    let trace = Trace()
    let renderer = Renderer(Gauge(), trace: trace)
    _ = await renderer.render()
    let second = await renderer.render()
    #expect(second.shows("width 5"))
    _ = await renderer.render()
    let actions = trace.events(startingWith: "onGeometryChange action")
    #expect(actions.count == 1)
    #expect(actions.allSatisfy { $0.domain == .mainActor })
  }

  @Test("The visual effect's result is in the frame: blurred once the copy says so")
  func effectResult() async throws {
    let renderer = Renderer(Gauge(), trace: Trace())
    let before = await renderer.render()
    #expect(before.items(showing: "label").first?.blur == 0)
    try renderer.tap("off")
    let after = await renderer.render()
    #expect(after.items(showing: "label").first?.blur == 2)
  }

  @Test("A frame on its way holds back the scene of the app's work, though its queue is no task's")
  func frameOnItsWayHoldsTheScene() async throws {
    let scene = Scene("a frame on its way")
    let renderer = scene.enter { Renderer(Gauge()) }  // the app's work records into the scene
    // The queue runs one piece of work at a time: while this one waits, the frame's drawing
    // waits behind it, and no job of any task runs for it.
    let blocker = DispatchSemaphore(value: 0)
    renderer.queue.queue.async { blocker.wait() }
    let drawing = scene.start("drawing") { await renderer.render() }
    let id = scene.trace.id
    // Break it: leave the frame off the WaitBoard in Renderer.render (putOnBoard), and this
    // fails, stuck: the scene has settled with the frame still on its way.
    try await scene.until("frame 1 on the board") {
      WaitBoard.busy(for: id).contains { $0.work == "drawing frame 1" }
    }
    blocker.signal()
    #expect(try await scene.ended("the frame", drawing).number == 1)
    #expect(!WaitBoard.busy(for: id).contains { $0.scene == id })
  }

  @Test("Tapping what no tappable view shows is an error", .tags(.badInput))
  func tapNothing() async throws {
    let renderer = Renderer(CounterHost(), trace: Trace())
    #expect(throws: TapError(text: "count")) { try renderer.tap("count") }  // nothing drawn yet
    _ = await renderer.render()
    #expect(throws: TapError(text: "host")) { try renderer.tap("host") }
  }
}
