import Testing
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

/// The history rows (Explore concurrency in SwiftUI, 18:55, in this app): a card changed in its
/// visibility callback shows in the frame whose layout brought it into view; changed after a
/// hop to the `SeenSchemes` actor, it cannot (an `await` that does not suspend can:
/// `AwaitWithoutSuspendingTests`). The test draws every frame itself, and holds the `await` at a gate when
/// it needs to; nothing waits on time.
@Suite("Chapter 9: the history rows and the frame deadline", .backstop)
struct Chapter9ScrollRevealTests {
  /// Six schemes, of 3 to 8 colours: the first five fit in the window, the sixth does not.
  static let schemes = (3...8).map { count in
    ColorScheme(imageName: "photo.ppm", colors: Array(repeating: Photo.red, count: count))
  }

  /// The captions a frame showed in `row` (0, changed in the callback; 1, after an `await`),
  /// inside the window.
  static func captions(_ frame: Frame, row: Int) -> [String] {
    let rows = Set(frame.items(showing: " colours").map(\.rect.minY)).union(
      frame.items(showing: "·").map(\.rect.minY)
    ).sorted()
    return frame.items(showing: " colours").filter { item in
      item.rect.minX >= 0 && item.rect.maxX <= 72 && rows.firstIndex(of: item.rect.minY) == row
    }.compactMap { item in
      if case .text(let text) = item.kind { text } else { nil }
    }
  }

  static func renderer(seen: SeenSchemes) -> Renderer {
    Renderer(SchemeHistoryRows(schemes: schemes, seen: seen), trace: Trace())
  }

  @Test(
    "A card changed in its visibility callback shows in the frame that brought it into view",
    .tags(.ordering))
  func changeInTheCallbackLandsInItsFrame() async throws {
    let gate = WorkGate()  // held: no card below ever shows, so only the top row changes
    let renderer = Self.renderer(seen: SeenSchemes(gate: gate))
    let first = await renderer.render()
    #expect(first.number == 1)
    #expect(
      Self.captions(first, row: 0) == [
        "3 colours", "4 colours", "5 colours", "6 colours", "7 colours",
      ])
    try renderer.tap("scroll")
    let scrolled = await renderer.render()
    #expect(Self.captions(scrolled, row: 0).contains("8 colours"))
    let callbacks = renderer.trace.events.filter { $0.label == "onScrollVisibilityChange action" }
    #expect(!callbacks.isEmpty && callbacks.allSatisfy { $0.domain == .mainActor })
    let transforms = renderer.trace.events.filter { $0.label == "onGeometryChange transform" }
    #expect(!transforms.isEmpty && transforms.allSatisfy { $0.domain == Renderer.domain })
  }

  @Test("A tap on scroll stops the rows at a card's edge: every caption in view is whole")
  func scrollStopsAtACard() async throws {
    let renderer = Self.renderer(seen: SeenSchemes(gate: WorkGate()))
    _ = await renderer.render()
    try renderer.tap("scroll")
    let frame = await renderer.render()
    let cut = frame.items(showing: " colours").filter { item in
      (item.rect.minX < 0 && item.rect.maxX > 0) || (item.rect.minX < 72 && item.rect.maxX > 72)
    }
    #expect(cut.isEmpty, "captions cut at the window's edge: \(cut.map(\.rect))")
    #expect(
      Self.captions(frame, row: 0) == ["5 colours", "6 colours", "7 colours", "8 colours"])
  }

  @Test(
    "Changed after a hop to an actor whose answer is ready, a card misses its callback's frame",
    .tags(.ordering))
  func changeAfterAReadyAwaitMissesTheFrame() async throws {
    let renderer = Self.renderer(seen: SeenSchemes())
    let trace = renderer.trace
    let scene = WorkbookTesting.Scene("the history rows", trace: trace)
    let first = try await renderer.render(in: scene)
    // The callbacks ran during frame 1, and the answer was ready, but the task resumes on the
    // main actor only once frame 1 is committed.
    #expect(Self.captions(first, row: 0).count == 5)
    #expect(Self.captions(first, row: 1).isEmpty)
    // The ten cards' changes: the top row's, made in frame 1, and the bottom row's, each
    // after its await.
    try await scene.until("the bottom row's five changes") {
      trace.events.filter { $0.label == "state isShown = true" }.count >= 10
    }
    let frame = try await renderer.render(in: scene)
    #expect(Self.captions(frame, row: 1).count == 5)
    #expect(frame.number > first.number)
  }

  @Test(
    "Held at the await, each card's change misses every frame until its own await returns",
    .tags(.ordering))
  func changeWaitsForTheAwait() async throws {
    let visible = Array(Self.schemes.prefix(5))
    let names = visible.map(\.caption)
    // Every order in which the five bottom cards' awaits can return (120): each is let go,
    // its change waited for, and one frame drawn, which must show the cards let go so far,
    // and only those.
    await OrderExplorer(names: names).explore { order in
      let gate = WorkGate()
      let renderer = Self.renderer(seen: SeenSchemes(gate: gate))
      let trace = renderer.trace
      // The scene of the frames, and of the cards' tasks, which their callbacks start in the
      // renderer's trace.
      let scene = WorkbookTesting.Scene("the held history rows", trace: trace)
      _ = try await renderer.render(in: scene)
      // The card of each row waits under the scheme's name.
      let waits = visible.map { "seen \($0.id)" }
      try await scene.until("both cards of every scheme at the gate") {
        waits.allSatisfy { gate.arrivals(of: $0) >= 2 }
      }
      var drawn = [Self.captions(try await renderer.render(in: scene), row: 1)]  // frame 2
      drawn.append(Self.captions(try await renderer.render(in: scene), row: 1))  // frame 3
      // The top row's five changes were made in frame 1, before any await returned.
      let frame2 = trace.labels.firstIndex(of: "frame 2") ?? 0
      order.expect(
        trace.labels[..<frame2].filter { $0 == "state isShown = true" }.count == 5,
        "the top row's changes: \(trace.labels[..<frame2].filter { $0.hasPrefix("state") })")
      for (step, scheme) in order.arranged(visible).enumerated() {
        let before = trace.events.count
        // The top card's call and the bottom card's, let go as the scene's: a call held on
        // the actor is then known to be the scene's when it goes on.
        scene.enter {
          gate.release("seen \(scheme.id)")
          gate.release("seen \(scheme.id)")
        }
        // Its card's change: the bottom row's next, unless more changed than were let go
        // (the order then fails at this frame, with no change left to wait for).
        let changes = trace.labels.filter { $0 == "state isShown = true" }.count
        if changes < 5 + step + 1 {
          try await scene.until("\(scheme.caption)'s change") {
            trace.events.contains { $0.sequence >= before && $0.label == "state isShown = true" }
          }
        }
        drawn.append(Self.captions(try await renderer.render(in: scene), row: 1))
      }
      // Frames 2 and 3 show no bottom card; then each frame, the cards let go so far.
      let arrivals = order.arranged(names)
      let expected =
        [[], []] + (1...names.count).map { names.filter(arrivals.prefix($0).contains) }
      return .events(
        drawn.map { $0.joined(separator: ", ") },
        expected: expected.map { $0.joined(separator: ", ") })
    }
  }
}
