import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// Three boxes, ten cells wide, two apart, in a window of 24, the row moved left by 5: the
/// first is half out on the left, the second wholly in, the third half out on the right.
struct HalfHiddenBoxes: View {
  var body: some View {
    ScrollRow(offset: 5, spacing: 2) {
      for index in 0..<3 {
        Box(index: index)
      }
    }
  }
}

/// A view counts as visible only with at least its threshold of its width inside the window
/// (Explore concurrency in SwiftUI, 18:55): half a box is not enough for a threshold of 0.9.
@Suite("WorkbookUI: the visibility threshold", .tags(.ordering))
struct VisibilityThresholdTests {
  @Test("Half inside the window, under a threshold of 0.9, a view's callback does not run")
  func halfInsideIsNotVisible() async throws {
    let trace = Trace()
    let renderer = Renderer(HalfHiddenBoxes(), trace: trace, width: 24)
    let frame = await renderer.render()
    #expect(frame.shows("box 1 seen"))
    // Break it: count a view as visible as soon as any of it is inside the window (`> 0`),
    // and the two half-hidden boxes' callbacks run too.
    #expect(trace.events(startingWith: "onScrollVisibilityChange action").count == 1)
    #expect(!frame.shows("box 0 seen") && !frame.shows("box 2 seen"))
  }
}
