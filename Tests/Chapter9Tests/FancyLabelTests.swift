import Testing
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

/// The carousel's title (Explore concurrency in SwiftUI, 5:55, in this app): a view that wraps
/// the kit's imperative, main-actor `LabelWidget`. Where each call ran is recorded by the
/// renderer, from its queue's key, never from the thread.
@Suite("Chapter 9: the imperative label the carousel wraps", .backstop)
struct Chapter9FancyLabelTests {
  @Test(
    "The label widget is made once, updated in every frame's build, and only on the main actor",
    .tags(.isolation))
  func widgetCallsRunOnTheMainActor() async throws {
    let renderer = Renderer(
      SchemeCarousel(history: Chapter9SchemeCarouselTests.history()), trace: Trace())
    let first = await renderer.render()
    #expect(first.shows("✦ In focus: 5 colours ✦"))
    try renderer.tap("3 colours")
    // Break it: delete `label.setText(text)` in FancyLabel.updateWidget, and the title keeps
    // the text it had (none at all).
    let second = await renderer.render()
    #expect(second.shows("✦ In focus: 3 colours ✦"))
    _ = await renderer.render()

    let labels = renderer.trace.labels
    #expect(labels.filter { $0 == "makeWidget FancyLabel" }.count == 1)
    #expect(labels.filter { $0 == "LabelWidget init" }.count == 1)
    #expect(labels.filter { $0 == "updateWidget FancyLabel" }.count == 3)
    let calls = renderer.trace.events.filter {
      $0.label.hasPrefix("LabelWidget ") || $0.label.hasSuffix("Widget FancyLabel")
    }
    #expect(calls.count == 13)  // made and styled once (4); updated and drawn in 3 frames (9)
    #expect(calls.allSatisfy { $0.domain == .mainActor })
  }
}
