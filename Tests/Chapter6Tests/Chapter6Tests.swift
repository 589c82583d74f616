import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter6

/// Chapter 6: classes (Embrace Swift concurrency, 18:30–23:18).
///
/// `MyImage` records every change and every read in the trace, in the domain it ran in, so
/// the tests can check which task touched an image, where, and in which order.
@Suite("Chapter 6: classes", .backstop)
struct Chapter6Tests {
  /// The ways the chapter scales and displays an image, each a shape the compiler accepts.
  enum Shape: String, CaseIterable, CustomTestStringConvertible {
    /// `Task { @concurrent in … }` started from the main actor (20:38).
    case task
    /// A `@concurrent` method, scale and effect before the display (20:54, 21:20).
    case concurrentMethod
    /// The scaling in a closure that `perform(afterDelay:body:)` calls (22:06).
    case closure

    var testDescription: String { rawValue }
  }

  @Test("Two references, one image: a change through one is seen through the other")
  func aliasing() throws {
    let image = MyImage(try TestNetwork.picture(width: 8, height: 6))
    let otherImage = image
    otherImage.scale(by: 0.5)
    #expect((image.width, image.height) == (4, 3))
    #expect(image.snapshot() == otherImage.snapshot())
    // A value behaves otherwise: the kit's Image is a struct.
    let value = try TestNetwork.picture(width: 8, height: 6)
    var otherValue = value
    otherValue[0, 0] = RGBA(1, 2, 3)
    #expect(value[0, 0] != otherValue[0, 0])
  }

  @Test("scale(by:) and the grey effect change the image's own pixels")
  func effectsChangeThePixels() throws {
    let picture = try TestNetwork.picture(width: 8, height: 6)
    let image = MyImage(picture)
    image.scale(by: 0.5)
    #expect(image.snapshot() == picture.scaled(width: 4, height: 3))
    image.applyAnotherEffect()
    let grey = image.snapshot()
    let scaled = picture.scaled(width: 4, height: 3)
    #expect((grey.width, grey.height) == (4, 3))
    for y in 0..<3 {
      for x in 0..<4 {
        // The luma of the scaled pixel (ITU-R BT.601 weights), rounded.
        let color = scaled[x, y]
        let weighted = Int(color.red) * 299 + Int(color.green) * 587 + Int(color.blue) * 114
        let luma = UInt8((weighted + 500) / 1000)
        #expect(grey[x, y] == RGBA(luma, luma, luma, color.alpha), "pixel (\(x), \(y))")
      }
    }
  }

  @Test(
    "Every change happens on the pool before the image is sent; after it, only the main actor",
    .tags(.ordering, .isolation), arguments: Shape.allCases)
  func changesBeforeSendingOnly(shape: Shape) async throws {
    let network = TestNetwork()
    let url = try network.picture(named: "photo.ppm", width: 8, height: 6)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 6's \(shape) shape", trace: network.trace)
    let fetch = scene.start("fetch") { try await model.fetchImageData(url: url) }
    try await scene.until("the request for photo.ppm at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 1
    }
    network.server.release("photo.ppm")
    let data = try await scene.ended("the fetch", fetch)
    try await scene.ended(
      "the scaling and display",
      scene.start("scale and display") { try await run(shape, model: model, data: data, url: url) })
    // What the image went through, in order: no `end` events, no network.
    let steps = network.trace.events.filter { $0.kind != .end && $0.domain != .network }
    let sent = try #require(steps.firstIndex { $0.label.hasPrefix("read") })
    // (Changing the image on the pool after the send, as at 21:11, the compiler refuses: see
    // DiagnosticsTests.)
    for step in steps[..<sent] {
      #expect(step.domain == .pool, "\(step.label) ran in \(step.domain.name), before the send")
    }
    #expect(steps[..<sent].contains { $0.label.hasPrefix("scale") })
    for step in steps[sent...] {
      #expect(step.domain == .mainActor, "\(step.label) ran in \(step.domain.name), after the send")
      #expect(!step.label.hasPrefix("scale") && !step.label.hasPrefix("grey"))
    }
    #expect(steps[sent...].map(\.label) == ["read 4×3", "display 4×3"])
  }

  @Test(
    "The pixels displayed are the scaled ones, and the cache holds the image displayed",
    .tags(.display), arguments: Shape.allCases)
  func displayedPixelsAreScaled(shape: Shape) async throws {
    let network = TestNetwork(gated: false)
    let url = try network.picture(named: "photo.ppm", width: 8, height: 6)
    let model = ImageModel(view: AppView())
    let data = try await model.fetchImageData(url: url)
    try await run(shape, model: model, data: data, url: url)
    let displayed = try #require(model.view.displayedImages.last)
    let expected = MyImage(try TestNetwork.picture(width: 8, height: 6))
    expected.scale(by: 0.5)
    if shape == .concurrentMethod { expected.applyAnotherEffect() }
    #expect(displayed == expected.snapshot())
    #expect(model.cachedImage[url]?.snapshot() == displayed)
  }

  @Test(
    "A tap: the response, then decode, scale and grey on the pool, then read and display",
    .tags(.ordering))
  func tapFetchesThenScales() async throws {
    let network = TestNetwork()
    let url = try network.picture(named: "photo.ppm", width: 8, height: 6)
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 6's tap", trace: network.trace)
    let tap = scene.enter { model.onTapEvent(url: url) }
    try await scene.until("the request for photo.ppm at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 1
    }
    #expect(model.view.displayedImages.isEmpty)  // nothing before the response
    network.server.release("photo.ppm")
    try await scene.ended("the tap", tap)
    #expect(
      network.trace.events.filter { $0.kind != .end }.map { "\($0.domain.name): \($0.label)" }
        == [
          "network: request photo.ppm", "network: response photo.ppm",
          "pool: decode 8×6", "pool: scale 8×6 → 4×3", "pool: grey 4×3",
          "main actor: read 4×3", "main actor: display 4×3",
        ])
  }

  private func run(_ shape: Shape, model: ImageModel, data: Data, url: URL) async throws {
    switch shape {
    case .task: await model.scaleAndDisplayInTask(imageData: data, url: url).value
    case .concurrentMethod: try await model.scaleAndDisplay(imageData: data, url: url)
    case .closure:
      try await model.scaleAndDisplayAfterDelay(imageData: data, url: url, delay: .zero)
    }
  }
}
