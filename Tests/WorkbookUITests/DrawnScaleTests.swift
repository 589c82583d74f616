import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// A dot under two scales: a scale effect of 0.5 and, inside it, a visual effect of 0.75.
private struct TwiceScaledDot: View {
  var body: some View {
    Circle().fill(.blue).frame(width: 4, height: 2)
      .visualEffect { effect, _ in effect.scaleEffect(0.75) }
      .scaleEffect(0.5)
  }
}

/// A drawn item's scale is what every effect above it applied, multiplied: a visual effect's
/// scale counts as a scale effect's does (the carousel draws its cards out of focus at 0.75).
@Suite("WorkbookUI: the scale an item is drawn at", .tags(.display), .backstop)
struct DrawnScaleTests {
  @Test("An item under a scale effect of 0.5 and a visual effect of 0.75 is drawn at 0.375")
  func scalesMultiply() async throws {
    let frame = await Renderer(TwiceScaledDot(), trace: Trace(), width: 10).render()
    let dot = try #require(frame.shapes(named: "Circle").first)
    // Break it: leave the visual effect's scale out of the style it passes down, and the dot
    // is drawn at 0.5.
    #expect(dot.scale == 0.375)
  }
}
