import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// A dot that pulses once tapped: its scale goes between 1 and 1.5 forever.
private struct PulsingDot: View {
  @State private var pulsing = false

  var body: some View {
    VStack {
      Text("pulse").onTapGesture {
        withAnimation(.linear(duration: 0.1).repeatForever(autoreverses: true)) {
          pulsing = true
        }
      }
      Circle().fill(.blue).frame(width: 4, height: 2).scaleEffect(pulsing ? 1.5 : 1)
    }
  }
}

/// `repeatForever(autoreverses: true)`: the first pass goes forward, from the old value to
/// the new one, and each pass after it goes back the other way.
@Suite("WorkbookUI: a repeating animation", .tags(.display), .backstop)
struct RepeatingAnimationTests {
  @Test("An autoreversing animation goes forward first, from 1 towards 1.5, then back")
  func firstPassGoesForward() async throws {
    let renderer = Renderer(PulsingDot(), trace: Trace())
    _ = await renderer.render()
    try renderer.tap("pulse")
    var scales: [Double] = []
    for _ in 0...12 {  // 0.1 s a pass at 60 frames a second: 6 frames, then 6 back
      let frame = await renderer.render()
      scales.append(try #require(frame.shapes(named: "Circle").first).scale)
    }
    // Break it: reverse the even passes rather than the odd ones, and the first pass starts
    // at 1.5 and goes down to 1.
    #expect(scales[0] == 1, "\(scales)")
    let forward = scales[0...6]
    let back = scales[6...12]
    #expect(zip(forward, forward.dropFirst()).allSatisfy { $0 < $1 }, "\(scales)")
    #expect(abs(scales[6] - 1.5) < 1e-9, "\(scales)")
    #expect(zip(back, back.dropFirst()).allSatisfy { $0 > $1 }, "\(scales)")
    #expect(abs(scales[12] - 1) < 1e-9, "\(scales)")
  }
}
