import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter2

@Suite(
  "Chapter 2: failures reach the view's error display", .tags(.badInput, .display),
  .backstop)
struct Chapter2BadInputTests {
  @Test(
    "A failed request shows an error and nothing else", .tags(.network),
    arguments: BadInputScenes.failures)
  func failedRequest(failure: NetworkFailure) async throws {
    try await BadInputScenes.failedRequest(ImageModel(view: AppView()), failure: failure)
  }

  @Test("Data that is not an image shows the decoder's error")
  func corruptData() async throws {
    let network = TestNetwork(gated: false)
    network.server.serve(Data("hello, world".utf8), as: "not-an-image.ppm")
    let view = AppView()
    let model = ImageModel(view: view)
    let scene = Scene("a tap on data that is not an image", trace: network.trace)
    let url = network.server.url(for: "not-an-image.ppm")
    try await scene.ended("the tap", scene.enter { model.onTapEvent(url: url) })
    #expect(view.displayedImages.isEmpty)
    #expect(view.displayedErrors.count == 1)
    #expect(view.displayedErrors.first is ImageError)
  }

  @Test("A local file is fetched with the same call as a URL")
  func localFile() async throws {
    _ = TestNetwork()  // plugs the kit into URLSession, which on Linux is what reads file: URLs
    let folder = try TemporaryFolder()
    let image = try Image(width: 5, height: 5, filling: RGBA(0, 0, 255))
    let url = try folder.write(image.ppmData(), named: "mine.ppm")
    let view = AppView()
    let model = ImageModel(view: view)
    let scene = Scene("a tap on a local file")
    try await scene.ended("the tap", scene.enter { model.onTapEvent(url: url) })
    #expect(view.displayedImages == [image])
    #expect(view.displayedErrors.isEmpty)
  }

  @Test("A missing local file shows an error")
  func missingLocalFile() async throws {
    _ = TestNetwork()
    let folder = try TemporaryFolder()
    let view = AppView()
    let model = ImageModel(view: view)
    let scene = Scene("a tap on a missing file")
    let url = folder.file(named: "gone.ppm")
    try await scene.ended("the tap", scene.enter { model.onTapEvent(url: url) })
    #expect(view.displayedImages.isEmpty)
    #expect(view.displayedErrors.count == 1)
  }

  @Test("After a failed request, the next tap is shown as usual")
  func recoversAfterAFailure() async throws {
    let network = TestNetwork(gated: false)
    let good = try network.image(named: "good.ppm", width: 5, height: 5)
    let model = ImageModel(view: AppView())
    let scene = Scene("a failed tap, then a good one", trace: network.trace)
    let missing = network.server.url(for: "no-such-image.ppm")
    try await scene.ended("the failed tap", scene.enter { model.onTapEvent(url: missing) })
    try await scene.ended("the good tap", scene.enter { model.onTapEvent(url: good) })
    #expect(model.view.displayedErrors.count == 1)
    #expect(model.view.displayedImages.map(\.description) == ["5×5"])
  }
}

/// The model of this chapter, as the kit's bad-input scenes drive it.
extension ImageModel: BadInputModel {
  public var cachesNothing: Bool { imageCache.isEmpty }
}
