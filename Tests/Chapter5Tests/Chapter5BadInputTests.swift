import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter5

@Suite(
  "Chapter 5: failures reach the view's error display", .tags(.badInput, .display),
  .timeLimit(.minutes(1)))
struct Chapter5BadInputTests {
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
    #expect(model.bytesDecoded == 0)
    let error = try #require(network.trace.events.last)
    #expect(error.label.hasPrefix("error"))
    #expect(error.domain == .mainActor)
  }

  @Test(
    "A failed request shows an error and caches nothing", .tags(.network),
    arguments: [NetworkFailure.status(404), .status(503), .droppedConnection])
  func failedRequest(failure: NetworkFailure) async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    network.server.fail("photo.ppm", with: failure)
    let model = ImageModel(view: AppView())
    await model.onTapEvent(url: url).value
    #expect(model.view.displayedImages.isEmpty)
    #expect(model.view.displayedErrors.count == 1)
    switch failure {
    case .status(let status):  // the server's error, not a decoder's about the error page
      #expect(
        model.view.displayedErrors.first as? HTTPStatusError
          == HTTPStatusError(status: status, url: url))
    case .droppedConnection:
      #expect((model.view.displayedErrors.first as? URLError)?.code == .networkConnectionLost)
    }
    #expect(model.imageCache.isEmpty)
  }

  @Test("One bad image among good ones: the others are still shown")
  func othersStillShown() async throws {
    let network = TestNetwork(gated: false)
    let good = try network.image(named: "good.ppm", width: 4, height: 3)
    let missing = network.server.url(for: "missing.ppm")
    let model = ImageModel(view: AppView())
    for url in [good, missing, good] {
      await model.onTapEvent(url: url).value
    }
    #expect(model.view.displayedImages.count == 2)
    #expect(model.view.displayedErrors.count == 1)
  }
}
