import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter2

/// `onTapEvent` starts a task and returns: the tap's work waits on the main actor behind the
/// code that tapped, and the request goes out only after the handler has returned.
@Suite("Chapter 2: a tap handler returns at once", .backstop)
struct TapReturnsAtOnceTests {
  @Test("onTapEvent returns before any of the tap's work runs; the request goes out after it")
  func tapHandlerReturnsBeforeTheWork() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 2's tap", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    // Still in the test's own main-actor job: a task that had started would have run up to
    // its fetch here, in this job; one that was only started waits, queued on the main actor.
    let queuedOnTheMainActor = scene.jobsOnTheMainActor
    network.trace.record("onTapEvent returned")
    try await scene.arrival(of: "photo.ppm", at: network.server)
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    // Break it: in Chapter2/ImageModel.swift, start the tap's task with `Task.immediate`.
    #expect(
      queuedOnTheMainActor == 1,
      "the tap's task began in the tap handler instead of waiting for the main actor")
    #expect(
      network.trace.labels == [
        "onTapEvent returned", "request photo.ppm", "response photo.ppm",
        "fetched photo.ppm", "decode 4×3", "display 4×3",
      ])
  }
}
