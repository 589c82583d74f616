import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

@Suite(
  "Chapter 4: failures reach the view's error display", .tags(.badInput, .display),
  .timeLimit(.minutes(1)))
struct Chapter4BadInputTests {
  @Test("A decoding error on the pool comes back to the main actor's error display")
  func decodingErrorFromThePool() async throws {
    let network = TestNetwork(gated: false)
    network.server.serve(Data("P6 4 4 255\n\u{1}\u{2}".utf8), as: "truncated.ppm")
    let view = AppView()
    let model = ImageModel(view: view)
    let url = network.server.url(for: "truncated.ppm")
    await network.traced { model.onTapEvent(url: url) }.value
    #expect(view.displayedImages.isEmpty)
    #expect(view.displayedErrors.first is ImageError)
    #expect(model.imageCache.isEmpty)
    let error = try #require(network.trace.events.last)
    #expect(error.label.hasPrefix("error"))
    #expect(error.domain == .mainActor)
  }

  @Test(
    "A failed request shows an error and caches nothing", .tags(.network),
    arguments: [NetworkFailure.status(503), .droppedConnection])
  func failedRequest(failure: NetworkFailure) async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    network.server.fail("photo.ppm", with: failure)
    let model = ImageModel(view: AppView())
    await model.onTapEvent(url: url).value
    #expect(model.view.displayedImages.isEmpty)
    #expect(model.view.displayedErrors.count == 1)
    #expect(model.imageCache.isEmpty)
  }
}
