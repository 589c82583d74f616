import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// A row of four boxes, ten cells wide, in a window of 24: two fit, and each says "seen" from
/// the frame its visibility callback changed it.
struct Boxes: View {
  @State private var offset = 0.0

  var body: some View {
    VStack {
      ScrollRow(offset: offset, spacing: 2) {
        for index in 0..<4 {
          Box(index: index)
        }
      }
      Text("scroll").onTapGesture { offset += 24 }
    }
  }
}

struct Box: View {
  let index: Int
  @State private var seen = false
  @State private var visible = false

  var body: some View {
    Text(seen ? "box \(index) seen" : "box \(index) ...")
      .frame(width: 10, height: 1)
      .onScrollVisibilityChange(threshold: 0.9) { isVisible in
        visible = isVisible
        if isVisible { seen = true }
      }
  }
}

/// `onScrollVisibilityChange` (Explore concurrency in SwiftUI, 18:55): a synchronous frame
/// callback on the main actor, whose change is drawn into the same frame.
@Suite("WorkbookUI: scroll-visibility callbacks", .tags(.ordering))
struct ScrollVisibilityTests {
  @Test("A visibility callback's change is in the frame whose layout brought the view into view")
  func changeLandsInTheSameFrame() async throws {
    let trace = Trace()
    let renderer = Renderer(Boxes(), trace: trace, width: 24)
    let first = await renderer.render()
    #expect(first.shows("box 0 seen") && first.shows("box 1 seen"))
    #expect(first.shows("box 2 ..."))
    try renderer.tap("scroll")
    let second = await renderer.render()
    #expect(second.number == 2)
    #expect(second.shows("box 2 seen") && second.shows("box 3 seen"))
    let actions = trace.events(startingWith: "onScrollVisibilityChange action")
    #expect(actions.allSatisfy { $0.domain == .mainActor })
  }

  @Test("A callback runs once per change of visibility, not once per frame")
  func callbackRunsOnChangeOnly() async throws {
    let trace = Trace()
    let renderer = Renderer(Boxes(), trace: trace, width: 24)
    _ = await renderer.render()
    _ = await renderer.render()
    _ = await renderer.render()
    // Two boxes became visible in frame 1; nothing changed after.
    #expect(trace.events(startingWith: "onScrollVisibilityChange action").count == 2)
    try renderer.tap("scroll")
    _ = await renderer.render()
    // Boxes 0 and 1 left, boxes 2 and 3 came.
    #expect(trace.events(startingWith: "onScrollVisibilityChange action").count == 6)
  }
}
