import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter4

/// The last part of chapter 4's program opens every image at once, played on a test's own
/// network: the responses are held at the gate, so the requests out before the first
/// response are the ones the part sent together, whatever the machine's speed.
@Suite("Chapter 4: the demo opens every image at once", .tags(.ordering), .backstop)
struct Chapter4DemoOpenAllTests {
  @Test("Opening every image at once sends every request before any response")
  func everyRequestOutTogether() async throws {
    let network = TestNetwork()
    let names = ["a.ppm", "b.ppm", "c.ppm", "d.ppm"]
    let urls = try names.map { try network.image(named: $0, width: 4, height: 3) }
    let model = ImageModel(view: AppView())
    let scene = Scene("chapter 4's last part", trace: network.trace)
    let opening = scene.start("open all") { await openAll(urls, in: model) }
    let together = try await scene.whether("every request out") {
      names.allSatisfy { network.trace.labels.contains("request \($0)") }
    }
    // Break it: in openAll, await each tap before starting the next, and only the first
    // request is out while its response is held.
    #expect(
      together, "the requests out while every response is held: \(network.trace.labels)")
    for name in names { network.server.release(name) }
    try await scene.ended("the opening", opening)
    #expect(network.trace.labels.filter { $0.hasPrefix("display") }.count == names.count)
  }
}
