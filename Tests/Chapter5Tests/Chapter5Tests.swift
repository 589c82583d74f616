import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter5

/// Chapter 5: sharing data: values, Sendable, actor-isolated types (Embrace Swift concurrency,
/// 14:58–18:30).
///
/// The tests run on the main actor, as the model does, and read where code ran from the
/// isolation domain each trace event recorded.
@Suite("Chapter 5: sharing data", .backstop)
struct Chapter5Tests {
  @Test(
    "A tap sends data and a request to the pool, and an image comes back to the main actor",
    .tags(.ordering, .isolation))
  func crossingsOfATap() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 8, height: 6)
    let model = ImageModel(view: AppView())
    model.preferredWidth = 4
    model.preferredHeight = 4
    let scene = Scene("chapter 5's tap", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.arrival(of: "photo.ppm", at: network.server)
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    let size = try imageData(width: 8, height: 6).count
    let crossings: [String] = network.trace.events
      .filter { $0.domain != .network && $0.kind != .end }
      .map { "\($0.domain.name): \($0.label)" }
    #expect(
      crossings == [
        "main actor: send Data \(size / 1000) kB, 4×4 of photo.ppm",
        "pool: got Data \(size / 1000) kB, 4×4 of photo.ppm",
        "pool: decode 8×6",
        "pool: fit 8×6 to 4×4",
        "pool: scale 8×6 → 4×3",
        "main actor: bytesDecoded += \(size)",
        "pool: send back Image 4×3",
        "main actor: got Image 4×3",
        "main actor: display 4×3",
      ])
  }

  @Test(
    "The main actor changes its request after the tap; the copy sent to the pool keeps its size",
    .tags(.ordering, .display))
  func sentCopyIsIndependent() async throws {
    let size = try imageData(width: 8, height: 6).count
    // The main actor changes the width and the height of its own copy, each before the
    // response arrives (the tap's task is still waiting) or after the sent copy has crossed to
    // the pool: every order of the two changes and the response (6).
    let steps = ["width = 2", "height = 1", "response"]
    await OrderExplorer(names: steps).explore { order in
      let network = TestNetwork()
      let url = try network.image(named: "photo.ppm", width: 8, height: 6)
      let model = ImageModel(view: AppView())
      model.preferredWidth = 4
      model.preferredHeight = 3
      let scene = Scene("chapter 5's tap", trace: network.trace)
      let tap = scene.enter { model.onTapEvent(url: url) }  // sends a copy: 4×3 of photo.ppm
      for step in order.arranged(steps) {
        switch step {
        case "width = 2": model.request?.width = 2
        case "height = 1": model.request?.height = 1
        default:
          try await scene.arrival(of: "photo.ppm", at: network.server)
          network.server.release("photo.ppm")
          // The sent copy is on the pool: the main actor's changes from here on are made
          // while the pool decodes and fits with it, or after.
          let trace = network.trace
          try await scene.until("the sent copy on the pool") {
            trace.events.contains { $0.domain == .pool && $0.label.hasPrefix("got") }
          }
        }
      }
      try await scene.ended("the tap", tap)
      // The main actor's copy is the one it changed, twice.
      order.expect(
        model.request?.description == "2×1 of photo.ppm", "the model's copy: \(model.request!)")
      let pool = network.trace.events.filter { $0.domain == .pool && $0.kind != .end }
      return .events(
        pool.map(\.label).prefix(3) + model.view.displayedImages.map { "display \($0)" }
          + model.imageCache.keys.map { "cached as \($0)" },
        expected: [
          "got Data \(size / 1000) kB, 4×3 of photo.ppm", "decode 8×6", "fit 8×6 to 4×3",
          "display 4×3", "cached as 4×3 of photo.ppm",
        ])
    }
  }

  @Test(
    "decodeImage reaches the model's state only by hopping back to the main actor",
    .tags(.isolation))
  func implicitSelfHopsBack() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 8, height: 6)
    let data = try imageData(width: 8, height: 6)
    let model = ImageModel(view: AppView())
    let request = ImageRequest(url: url, width: 4, height: 3)
    // Main-actor work enqueued before the call: it runs only if the call gives up the actor.
    let earlier = Task { network.trace.record("work enqueued earlier") }
    let image = try await Trace.$current.withValue(network.trace) {
      try await model.decodeImage(data, for: request)
    }
    await earlier.value
    #expect(image.description == "4×3")
    #expect(model.bytesDecoded == data.count)
    let events = network.trace.events.filter {
      $0.kind != .end && $0.label != "work enqueued earlier"
    }
    let count = try #require(events.firstIndex { $0.label.hasPrefix("bytesDecoded") })
    #expect(events[count].domain == .mainActor)
    // got, decode, fit, scale
    #expect(events[..<count].map(\.domain) == [.pool, .pool, .pool, .pool])
    #expect(events[(count + 1)...].map(\.domain) == [.pool])  // send back
    // The call gave up the main actor while it ran: work enqueued there before it ran before
    // the count, which had to wait its turn on the main actor.
    let labels = network.trace.labels
    let earlierRan = try #require(labels.firstIndex(of: "work enqueued earlier"))
    #expect(earlierRan < labels.firstIndex { $0.hasPrefix("bytesDecoded") }!)
  }

  @Test("A cached image is shown for the same request, not for another size", .tags(.network))
  func cacheIsPerRequest() async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 8, height: 6)
    let model = ImageModel(view: AppView())
    model.preferredWidth = 4
    model.preferredHeight = 3
    let scene = Scene("chapter 5's three taps")
    try await scene.ended("the first tap", scene.enter { model.onTapEvent(url: url) })
    // The same request: from the cache.
    try await scene.ended("the second tap", scene.enter { model.onTapEvent(url: url) })
    model.preferredWidth = 2
    // Another size: fetched again.
    try await scene.ended("the third tap", scene.enter { model.onTapEvent(url: url) })
    #expect(network.trace.labels.filter { $0.hasPrefix("request") }.count == 2)
    #expect(model.view.displayedImages.map(\.description) == ["4×3", "4×3", "2×2"])
  }
}

/// The bytes `TestNetwork.image(named:width:height:)` serves for an image of that size.
private func imageData(width: Int, height: Int) throws -> Data {
  try Image(width: width, height: height, filling: RGBA(200, 120, 40)).ppmData()
}
