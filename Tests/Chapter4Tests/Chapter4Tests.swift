import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

/// Chapter 4: concurrent functions, nonisolated code, the thread pool (Embrace Swift
/// concurrency, 10:22–14:58).
///
/// The tests run on the main actor, as the model does. Where they ask where code ran, they
/// read the isolation domain each event recorded: asked of the actor runtime, not of the
/// thread.
@Suite("Chapter 4: concurrent functions", .backstop)
struct Chapter4Tests {
  @Test("A tap goes: request, response, fetched, decode on the pool, display", .tags(.ordering))
  func stepsOfATap() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 4's tap", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.arrival(of: "photo.ppm", at: network.server)
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    #expect(
      network.trace.events.map { "\($0.domain.name): \($0.label)" } == [
        "network: request photo.ppm", "network: response photo.ppm",
        "main actor: fetched photo.ppm",
        "pool: decode 4×3", "pool: decode 4×3",
        "main actor: display 4×3",
      ])
  }

  @Test(
    "decodeImage runs off the main actor, everything else in the model on it", .tags(.isolation))
  func onlyTheDecodeLeavesTheMainActor() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 4's tap", trace: network.trace)
    try await scene.ended("the tap", scene.enter { model.onTapEvent(url: url) })
    let ours = network.trace.events.filter { $0.domain != .network }
    for event in ours {
      let expected: IsolationDomain = event.label.hasPrefix("decode") ? .pool : .mainActor
      #expect(event.domain == expected, "\(event.label) ran in \(event.domain.name)")
    }
    #expect(ours.filter { $0.domain == .pool }.count == 2)  // the decode's begin and end
  }

  @Test("A cache hit is displayed without a suspension and without a request", .tags(.ordering))
  func cacheHitDoesNotSuspend() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    // The first tap records into a trace of its own; the network's trace shows its fetch.
    let first = Scene("chapter 4's first tap")
    try await first.ended("the first tap", first.enter { model.onTapEvent(url: url) })
    // Now it is in the cache.
    let probe = try await SuspensionProbe.run {
      try await model.fetchAndDisplayImage(url: url)
    }
    #expect(!probe.suspended)
    #expect(probe.labels == ["display 4×3"])
    #expect(network.trace.labels == ["request photo.ppm", "response photo.ppm"])  // one fetch
  }

  @Test(
    "Many requests at once all complete, each image displayed for its own URL, in every order",
    .tags(.display, .ordering), arguments: [2, 4])
  func manyRequestsAtOnce(count: Int) async {
    // Every order of 2 and of 4 responses (2 and 24 runs), each response let through once
    // the one before is displayed. (Every order of 4 proves more than a sample of 8's.)
    var decodes: [TraceEvent] = []
    let exploration = await OrderExplorer(count: count).explore { order in
      let network = TestNetwork()
      let urls = try (1...count).map { index in
        try network.image(named: "image\(index).ppm", width: index, height: count + 1 - index)
      }
      let model = ImageModel(view: AppView())
      let scene = Scene("chapter 4's \(count) taps", trace: network.trace)
      let taps = scene.enter { urls.map { model.onTapEvent(url: $0) } }
      for index in 1...count {
        try await scene.arrival(of: "image\(index).ppm", at: network.server)
      }
      for index in order.indices {
        network.server.release("image\(index + 1).ppm")
        try await scene.ended("the tap on image\(index + 1).ppm", taps[index])
      }
      for (index, url) in zip(1..., urls) {
        order.expect(
          model.imageCache[url]?.description == "\(index)×\(count + 1 - index)",
          "image\(index).ppm is cached as \(model.imageCache[url]?.description ?? "nothing")")
      }
      order.expect(model.view.displayedErrors.isEmpty, "errors: \(model.view.displayedErrors)")
      decodes += network.trace.events.filter { $0.label.hasPrefix("decode") }
      let sizes = (1...count).map { "\($0)×\(count + 1 - $0)" }
      return .events(
        model.view.displayedImages.map(\.description), expected: order.arranged(sizes))
    }
    // Every decode ran on the pool; which of its threads, the test does not ask: on two
    // cores, any split is correct.
    #expect(decodes.count == 2 * count * exploration.ran)  // a begin and an end per image
    #expect(decodes.allSatisfy { $0.domain == .pool })
  }
}
