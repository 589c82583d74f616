import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

/// A counter of the imperative kind: made once, then told what to show. It counts how often it
/// was made, so a test can tell a kept widget from a new one.
@MainActor
final class TallyWidget: Widget {
  static var made = 0
  private var count = 0

  init() {
    Self.made += 1
  }

  func setCount(_ count: Int) {
    Renderer.current?.record("TallyWidget setCount")
    self.count = count
  }

  func draw() -> Text { Text("tally \(count)") }
}

/// Wraps a `TallyWidget`, and shows the parent's state through it.
struct Tally: WidgetRepresentable {
  let count: Int

  func makeWidget() -> TallyWidget { TallyWidget() }
  func updateWidget(_ widget: TallyWidget) { widget.setCount(count) }
}

struct TallyHost: View {
  @State private var count = 0

  var body: some View {
    VStack {
      Tally(count: count)
      Text("add").onTapGesture { count += 1 }
    }
  }
}

/// The renderer's counterpart of `UIViewRepresentable` (Explore concurrency in SwiftUI, 5:55):
/// the widget is kept from frame to frame and every call to it runs on the main actor.
@Suite("WorkbookUI: a view that wraps an imperative widget", .tags(.isolation), .serialized)
struct WidgetTests {
  @Test("The widget is made once, kept, updated in every frame, on the main actor")
  func widgetIsKeptAndUpdated() async throws {
    TallyWidget.made = 0
    let trace = Trace()
    let renderer = Renderer(TallyHost(), trace: trace)
    let first = await renderer.render()
    #expect(first.shows("tally 0"))
    try renderer.tap("add")
    let second = await renderer.render()
    #expect(second.shows("tally 1"))
    try renderer.tap("add")
    let third = await renderer.render()
    #expect(third.shows("tally 2"))
    #expect(TallyWidget.made == 1)
    let calls = trace.events(startingWith: "makeWidget ", "updateWidget ", "TallyWidget ")
    let updates: [TraceEvent] = calls.filter { $0.label == "updateWidget Tally" }
    #expect(updates.count == 3)
    #expect(calls.count == 7)  // made once; updated and drawn in each of the three frames
    #expect(calls.allSatisfy { $0.domain == .mainActor })
  }
}
