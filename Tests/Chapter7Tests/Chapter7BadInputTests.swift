import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter7

@Suite(
  "Chapter 7: failures reach the view's error display", .tags(.badInput, .display),
  .backstop)
struct Chapter7BadInputTests {
  @Test(
    "A failed request shows an error, caches nothing, and still closes its connection",
    .tags(.network), arguments: BadInputScenes.failures)
  func failedRequest(failure: NetworkFailure) async throws {
    let manager = NetworkManager()
    try await BadInputScenes.failedRequest(
      ImageModel(view: AppView(), networkManager: manager), failure: failure)
    let table = await manager.connections
    #expect(table.openConnections.isEmpty)
    #expect(table.closed == 1)
  }

  @Test("Data that is not an image shows the decoder's error, from the pool")
  func corruptData() async throws {
    let network = TestNetwork(gated: false)
    // A sound header, so the decoder starts (and is traced), then a sample above the maximum.
    network.server.serve(Data("P6 1 1 1\n\u{2}\u{2}\u{2}".utf8), as: "out-of-range.ppm")
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    let url = network.server.url(for: "out-of-range.ppm")
    await network.traced { model.onTapEvent(url: url) }.value
    #expect(model.view.displayedImages.isEmpty)
    #expect(model.view.displayedErrors.first is ImageError)
    #expect(model.imageCache.isEmpty)
    let decode = try #require(network.trace.events.first { $0.label.hasPrefix("decode") })
    #expect(decode.domain == .pool)
  }

  @Test("A host no server answers shows an error")
  func unreachable() async throws {
    _ = TestNetwork()  // plugs the kit into URLSession
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    await model.onTapEvent(url: URL(string: "workbook://nowhere/photo.ppm")!).value
    #expect((model.view.displayedErrors.first as? URLError)?.code == .cannotFindHost)
    #expect(model.view.displayedImages.isEmpty)
  }

  @Test("A bad image among good ones: the others are still shown")
  func othersStillShown() async throws {
    let network = TestNetwork(gated: false)
    let good = try network.image(named: "good.ppm", width: 3, height: 2)
    network.server.serve(Data("hello".utf8), as: "bad.ppm")
    let bad = network.server.url(for: "bad.ppm")
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    let results = await model.fetchImages(urls: [bad, good])
    #expect((try? results[1].get())?.description == "3×2")
    #expect(throws: ImageError.self) { try results[0].get() }
  }
}

/// The model of this chapter, as the kit's bad-input scenes drive it.
extension ImageModel: BadInputModel {
  public var cachesNothing: Bool { imageCache.isEmpty }
}
