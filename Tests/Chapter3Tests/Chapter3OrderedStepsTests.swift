import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter3

/// One task, ordered steps (Embrace Swift concurrency, 9:15): load, apply an effect, display.
@Suite("Chapter 3: one task runs its steps in order", .tags(.ordering), .backstop)
struct Chapter3OrderedStepsTests {
  @Test("Load, effect, display: in this order whatever order the three responses arrive in")
  func stepsKeepTheirOrder() async {
    // The server holds each request, and the explorer lets the three responses through in
    // each of their 6 orders; the effect task's own steps must not change.
    await OrderExplorer(names: Job.allCases.map(\.rawValue)).explore { order in
      let network = TestNetwork()
      try await App(network: network).run(arrivingIn: order.arranged(Job.allCases))
      let effectTask = network.trace.events.filter { $0.task == Job.effect.rawValue }
      return .events(
        effectTask.map { "\($0.kind) \($0.label)" },
        expected: [
          "instant fetched other.ppm", "begin decode 16×8", "end decode 16×8",
          "begin effect 16×8", "begin scale 16×8 → 2×1", "end scale 16×8 → 2×1",
          "begin scale 2×1 → 16×8", "end scale 2×1 → 16×8", "end effect 16×8",
          "instant display 16×8",
        ])
    }
  }

  @Test("The effect is applied to the displayed image", .tags(.display))
  func displayedImageHasTheEffect() async throws {
    let network = TestNetwork(gated: false)
    var image = try Image(width: 16, height: 8, filling: RGBA(0, 0, 0))
    image[0, 0] = RGBA(255, 255, 255)  // one white pixel in the first 8×8 block
    network.server.serve(image.ppmData(), as: "dot.ppm")
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 3's effect tap", trace: network.trace)
    let url = network.server.url(for: "dot.ppm")
    try await scene.ended("the effect tap", scene.enter { model.onEffectTapEvent(url: url) })
    let shown = try #require(model.view.displayedImages.first)
    #expect(shown.description == "16×8")
    // The white pixel is spread over its block, which is no longer black; the other block is.
    #expect(shown[7, 7] == shown[0, 0])
    #expect(shown[0, 0] != RGBA(0, 0, 0))
    #expect(shown[8, 0] == RGBA(0, 0, 0))
  }
}
