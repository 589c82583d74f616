import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter7

/// Chapter 7: actors (Embrace Swift concurrency, 23:18–26:12).
///
/// The same fetch pipeline runs through either network manager; the tests read the isolation
/// domain each manager call recorded, as the actor runtime reported it.
@Suite("Chapter 7: a network manager, on the main actor and as an actor", .backstop)
struct Chapter7Tests {
  /// The manager calls of a trace: the begin event of each `open` and `close` span.
  static func managerCalls(in trace: Trace) -> [TraceEvent] {
    trace.events.filter {
      $0.kind == .begin && ($0.label.hasPrefix("open ") || $0.label.hasPrefix("close "))
    }
  }

  @Test("A fetch goes: open a connection, request, response, close it, decode, display")
  func stepsOfAFetch() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    let scene = Scene("chapter 7's tap", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.until("the request for photo.ppm at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 1
    }
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    #expect(
      network.trace.events.filter { $0.kind != .end }.map { "\($0.domain.name): \($0.label)" }
        == [
          "NetworkManager: open photo.ppm",
          "network: request photo.ppm", "network: response photo.ppm",
          "NetworkManager: close photo.ppm",
          "pool: decode 4×3",
          "main actor: display 4×3",
        ])
  }

  @Test(
    "With the main-actor class, every manager call runs on the main actor, two per fetch",
    .tags(.isolation), arguments: [1, 5])
  func classCallsRunOnTheMainActor(fetches: Int) async throws {
    let network = TestNetwork(gated: false)
    let urls = try (1...fetches).map { try network.image(named: "\($0).ppm", width: $0, height: 1) }
    let model = ImageModel(view: AppView(), networkManager: MainActorNetworkManager())
    _ = await network.traced { Task { await model.fetchImages(urls: urls) } }.value
    let calls = Self.managerCalls(in: network.trace)
    #expect(calls.count == 2 * fetches)
    #expect(calls.allSatisfy { $0.domain == .mainActor })
    #expect(
      network.trace.events.filter { $0.label.hasPrefix("decode") }.allSatisfy {
        $0.domain == .pool
      })
  }

  @Test(
    "With the actor, no manager call runs on the main actor: each runs on NetworkManager",
    .tags(.isolation), arguments: [1, 5])
  func actorCallsRunOnTheActor(fetches: Int) async throws {
    let network = TestNetwork(gated: false)
    let urls = try (1...fetches).map { try network.image(named: "\($0).ppm", width: $0, height: 1) }
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    _ = await network.traced { Task { await model.fetchImages(urls: urls) } }.value
    let calls = Self.managerCalls(in: network.trace)
    #expect(calls.count == 2 * fetches)
    #expect(calls.allSatisfy { $0.domain == .actor("NetworkManager") })
  }

  /// The demo prints "manager calls on the main actor: 4000 of 4000" through the class and
  /// "0 of 4000" through the actor; the count comes from `Gallery.managerCalls`, read here from
  /// a gallery of the test's own.
  @Test(
    "The gallery counts every manager call, and those on the main actor: all of the class's, none of the actor's",
    .tags(.isolation), arguments: [false, true])
  func galleryCountsCallsOnTheMainActor(actor: Bool) async throws {
    let network = TestNetwork(gated: false)
    let thumbnails = try (1...3).map {
      try network.image(named: "thumbnail-\($0).ppm", width: $0, height: 2)
    }
    let urls = (0..<12).map { thumbnails[$0 % thumbnails.count] }  // most fetches reuse one
    let manager: any ConnectionManager = actor ? NetworkManager() : MainActorNetworkManager()
    let model = ImageModel(view: AppView(), networkManager: manager)
    let before = network.trace.events.count
    _ = await network.traced { Task { await model.fetchImages(urls: urls) } }.value
    let (calls, onMain) = await Gallery.managerCalls(in: network.trace, after: before)
    #expect(calls == 2 * urls.count)
    #expect(onMain == (actor ? 0 : 2 * urls.count))
  }

  @Test(
    "Many fetches at once all complete, each with its own URL's image, in every order",
    .tags(.display, .ordering), arguments: [2, 4], [false, true])
  func manyFetchesAtOnce(count: Int, actor: Bool) async {
    // Every order of 2 and of 4 responses, each let through once the one before it is
    // decoded.
    await OrderExplorer(count: count).explore { order in
      let network = TestNetwork()
      let sizes = (1...count).map { "\($0)×\(count + 1 - $0)" }
      let urls = try (1...count).map { index in
        try network.image(named: "image\(index).ppm", width: index, height: count + 1 - index)
      }
      let manager: any ConnectionManager = actor ? NetworkManager() : MainActorNetworkManager()
      let model = ImageModel(view: AppView(), networkManager: manager)
      let scene = Scene("\(count) fetches at once", trace: network.trace)
      let fetches = scene.enter { Task { await model.fetchImages(urls: urls) } }
      try await scene.until("the \(count) requests at the gate") {
        (1...count).allSatisfy { network.server.arrivals(of: "image\($0).ppm") >= 1 }
      }
      for index in order.indices {
        network.server.release("image\(index + 1).ppm")
        let decoded = "decode \(sizes[index])"
        try await scene.until("the end of \(decoded)") {
          network.trace.events.contains { $0.kind == .end && $0.label == decoded }
        }
      }
      let results = try await scene.ended("the fetches", fetches)
      order.expect(
        Self.managerCalls(in: network.trace).count == 2 * count,
        "\(Self.managerCalls(in: network.trace).count) calls to the manager")
      let decodes = network.trace.events.filter { $0.kind == .end && $0.label.hasPrefix("decode") }
      let finished = decodes.map { String($0.label.dropFirst("decode ".count)) }
      order.expect(finished == order.arranged(sizes), "decoded in the order \(finished)")
      return .events(
        results.map { (try? $0.get())?.description ?? "error" }, expected: sizes)
    }
  }
}
