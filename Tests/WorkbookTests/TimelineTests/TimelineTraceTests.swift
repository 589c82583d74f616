import Testing
import Workbook
import WorkbookTesting

/// An actor of the test's own, to see it get a lane of its own.
private actor Shelf {
  func stock(_ trace: Trace) {
    trace.span("stock shelf") {}
  }
}

@Suite("Timeline of a recorded trace", .tags(.display), .backstop)
struct TimelineTraceTests {
  @Test("What ran on the main actor and what ran on an actor land in their own lanes")
  @MainActor
  func recordedTrace() async throws {
    let trace = Trace()
    trace.span("tap") {}
    await Shelf().stock(trace)
    let text = Timeline(events: trace.events).render(width: 80, color: false)
    let rows = lines(of: text)
    let shelfLane = try #require(rows.firstIndex { $0.hasPrefix("Shelf") })
    let mainLane = try #require(rows.firstIndex { $0.hasPrefix("main actor") })
    #expect(mainLane < shelfLane)
    // Mark `stock` nonisolated and it runs where its caller runs, on the main actor: the
    // Shelf lane disappears and this test fails.
    #expect(rows.contains { $0.hasPrefix("b  stock shelf") && $0.contains("Shelf") })
    #expect(rows.contains { $0.hasPrefix("a  tap") && $0.contains("main actor") })
  }
}
