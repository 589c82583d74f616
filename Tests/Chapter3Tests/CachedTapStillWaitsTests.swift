import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

/// Chapter 3 leaves the tap as chapter 2 wrote it: the cache is looked at only once the data
/// has arrived, so a second tap on an image already shown still waits for the network. The
/// page's "tap twice quickly" experiment shows it; chapter 4 moves the check.
@Suite("Chapter 3: a tap on a cached image still waits for its request", .backstop)
struct CachedTapStillWaitsTests {
  @Test("A second tap on a cached image sends its request and shows nothing until it returns")
  func cachedTapWaitsForItsRequest() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 3's two taps on one image", trace: network.trace)
    let first = scene.enter { model.onTapEvent(url: url) }
    try await scene.arrival(of: "photo.ppm", at: network.server)
    network.server.release("photo.ppm")
    try await scene.ended("the first tap", first)
    try #require(model.imageCache[url] != nil)
    let second = scene.enter { model.onTapEvent(url: url) }
    // Break it: in Chapter3/ImageModel.swift, look in the cache before the fetch.
    let sent = try await scene.whether("the second tap's request at the gate") {
      network.server.arrivals(of: "photo.ppm") == 2
    }
    #expect(sent, "the second tap did not send its request")
    #expect(
      model.view.displayedImages.count == 1,
      "the cached image was shown before its request returned")
    network.server.release("photo.ppm")
    try await scene.ended("the second tap", second)
    #expect(model.view.displayedImages.map(\.description) == ["4×3", "4×3"])
  }
}
