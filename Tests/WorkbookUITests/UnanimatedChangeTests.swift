import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// A dot that grows, animated, and snaps back, unanimated.
private struct GrowingDot: View {
  @State private var scale = 1.0

  var body: some View {
    VStack {
      Text("grow").onTapGesture { withAnimation(.linear(duration: 0.1)) { scale = 2 } }
      Text("reset").onTapGesture { withAnimation(nil) { scale = 1 } }
      Circle().fill(.blue).frame(width: 4, height: 2).scaleEffect(scale)
    }
  }
}

/// `withAnimation(nil)`: the change shows at once, and an animation in flight towards the old
/// target is dropped, not left to finish.
@Suite("WorkbookUI: a change with no animation", .tags(.display), .backstop)
struct UnanimatedChangeTests {
  @Test("A change with a nil animation, made mid-animation, shows at once in the next frame")
  func unanimatedChangeDropsTheAnimationInFlight() async throws {
    let renderer = Renderer(GrowingDot(), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("grow")
    var scales: [Double] = []
    for _ in 1...3 {  // 0.1 s at 60 frames a second: 6 frames from 1 to 2; 3 of them here
      scales.append(try #require(await renderer.render().shapes(named: "Circle").first).scale)
    }
    #expect(scales.last.map { $0 > 1 && $0 < 2 } == true, "in flight: \(scales)")
    try renderer.tap("reset")
    var after: [Double] = []
    for _ in 1...6 {
      after.append(try #require(await renderer.render().shapes(named: "Circle").first).scale)
    }
    // Break it: leave the animation in flight when a change comes with none, and the frames
    // after the reset go on towards 2.
    #expect(after == Array(repeating: 1, count: 6), "\(after)")
  }
}
