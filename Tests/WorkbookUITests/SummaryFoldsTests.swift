import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// `summary()`, "what ran where": each kind of event once, with its domain and count, so that
/// many frames fold into a few lines.
@Suite("WorkbookUI: what ran where, folded", .tags(.isolation), .backstop)
struct SummaryFoldsTests {
  @Test("Three frames and two taps fold into one frame line and one state line, on the main actor")
  func framesAndStateValuesFold() async throws {
    let renderer = Renderer(Counter(), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("count")
    _ = await renderer.render()
    try renderer.tap("count")
    _ = await renderer.render()
    let lines = renderer.summary()
    // Break it: keep the frame number in a frame's kind, and three frames make three lines,
    // `frame 1`, `frame 2`, `frame 3`, each once.
    #expect(
      lines.filter { $0.label.hasPrefix("frame") }
        == [Renderer.SummaryLine(label: "frame", domain: .mainActor, count: 3)],
      "\(lines)")
    #expect(
      lines.filter { $0.label.hasPrefix("state") }
        == [Renderer.SummaryLine(label: "state count", domain: .mainActor, count: 2)],
      "\(lines)")
    #expect(lines.filter { $0.label.hasPrefix("tap") }.map(\.count) == [2], "\(lines)")
  }
}
