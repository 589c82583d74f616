import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter2

/// Chapter 2: asynchronous tasks (Embrace Swift concurrency, 5:36–7:24).
///
/// The tests run on the main actor, as the model does (this target is built with default
/// isolation `MainActor`). Most hold each request at the simulated server's gate, so they can
/// look at the app while the request is out.
@Suite("Chapter 2: asynchronous tasks", .backstop)
struct Chapter2Tests {
  @Test("While a request is out, other work runs on the main actor", .tags(.isolation))
  func mainActorIsFreeDuringTheRequest() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 2's call", trace: network.trace)
    // The response is let through from off the main actor, as soon as the request is held:
    // a fetch that blocked the main actor would still get its response, and be seen to block.
    // The releaser is a task of the scene, on the pool, parked at the gate's own wait for
    // the request: a scene that settles with it still there is stuck, and says so.
    let server = network.server
    let releaser = scene.start("the releaser") {
      await server.waitForRequest("photo.ppm")
      server.release("photo.ppm")
    }
    // `Task.immediate` runs the call on the main actor, right now, until it first suspends.
    let call = scene.enter {
      Task.immediate {
        scene.adoptCurrentTask()
        try await model.fetchAndDisplayImage(url: url)
      }
    }
    // Back here, on the main actor, while the model's task waits for its data.
    network.trace.record("other main-actor work")
    try await scene.ended("the call", call)
    try await scene.ended("the releaser", releaser)
    #expect(
      network.mainActorLabels == [
        "other main-actor work", "fetched photo.ppm", "decode 4×3", "display 4×3",
      ])
  }

  @Test(
    "A tap goes: request sent, task suspended, data received, decode, display",
    .tags(.ordering))
  func stepsOfATap() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 2's tap", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.arrival(of: "photo.ppm", at: network.server)
    network.trace.record("suspended")  // the test runs: the tap's task is waiting
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    #expect(
      network.trace.labels == [
        "request photo.ppm", "suspended", "response photo.ppm",
        "fetched photo.ppm", "decode 4×3", "display 4×3",
      ])
  }

  @Test("Every step of the task runs on the main actor", .tags(.isolation))
  func everyStepRunsOnTheMainActor() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 2's tap", trace: network.trace)
    try await scene.ended("the tap", scene.enter { model.onTapEvent(url: url) })
    // Only the network's own work happened elsewhere.
    let ours = network.trace.events.filter { $0.domain != .network }
    #expect(
      ours.filter { $0.kind != .end }.map(\.label) == [
        "fetched photo.ppm", "decode 4×3", "display 4×3",
      ])
    for event in ours {
      #expect(event.domain == .mainActor, "\(event.label) ran in \(event.domain.name)")
    }
  }

  @Test("Each image is decoded from its own response, whichever arrives first")
  func differentImagesGetTheirOwnPixels() async {
    let names = ["wide.ppm", "tall.ppm"]
    await OrderExplorer(names: names).explore { order in
      let network = TestNetwork()
      let wide = try network.image(named: "wide.ppm", width: 8, height: 2)
      let tall = try network.image(named: "tall.ppm", width: 2, height: 8)
      let model = ImageModel(view: AppView())
      let scene = Scene("chapter 2's two taps", trace: network.trace)
      let taps = scene.enter { [wide, tall].map { model.onTapEvent(url: $0) } }
      for name in names { try await scene.arrival(of: name, at: network.server) }
      for index in order.indices {
        network.server.release(names[index])
        try await scene.ended("the tap on \(names[index])", taps[index])
      }
      order.expect(model.imageCache[wide]?.description == "8×2", "the wide image's cache entry")
      order.expect(model.imageCache[tall]?.description == "2×8", "the tall image's cache entry")
      return .events(
        model.view.displayedImages.map(\.description), expected: order.arranged(["8×2", "2×8"]))
    }
  }

  @Test("A second tap on a cached image fetches it again, but does not decode it")
  func cacheIsConsultedAfterTheFetch() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    // The first tap records into a trace of its own: the test's shows only the second tap's
    // steps (and the network's, for both).
    let first = Scene("chapter 2's first tap")
    try await first.ended("the first tap", first.enter { model.onTapEvent(url: url) })
    let second = Scene("chapter 2's second tap", trace: network.trace)
    try await second.ended("the second tap", second.enter { model.onTapEvent(url: url) })
    // The cache lives in `decodeImage(_:at:)`, after the `await`: a cache hit still waits for
    // the network. Chapter 4 moves the check in front of the fetch.
    #expect(
      network.trace.labels == [
        "request photo.ppm", "response photo.ppm", "request photo.ppm", "response photo.ppm",
        "fetched photo.ppm", "display 4×3",
      ])
  }
}
