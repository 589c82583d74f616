import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter7

/// Chapter 7's model keeps each image it fetched in `imageCache`, and a second tap on its URL
/// shows it from there, without the network manager or the network.
@Suite("Chapter 7: a second tap, from the cache", .backstop)
struct SecondTapFromCacheTests {
  @Test("A second tap on one URL displays the image with no open, request or close")
  func secondTapShowsTheCachedImage() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    let model = ImageModel(view: AppView(), networkManager: NetworkManager())
    let scene = Scene("two taps on photo.ppm", trace: network.trace)
    // Two requests may go through: a second one, if the second tap makes it, fails a check
    // below rather than waiting at the gate.
    network.server.release("photo.ppm")
    network.server.release("photo.ppm")
    try await scene.ended("the first tap", scene.enter { model.onTapEvent(url: url) })
    let first = network.trace.events.count
    // Break it: display the fetched image without keeping it in the cache, and the second
    // tap opens a connection and makes a request again.
    try await scene.ended("the second tap", scene.enter { model.onTapEvent(url: url) })
    let second = network.trace.events[first...].filter { $0.kind != .end }.map(\.label)
    #expect(second == ["display 4×3"], "\(second)")
    #expect(network.server.arrivals(of: "photo.ppm") == 1)
  }
}
