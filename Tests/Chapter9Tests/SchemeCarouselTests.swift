import Testing
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

/// The history carousel (code-along 24:20, in this app): its visual effect runs on the
/// renderer's queue and reads a copy of the model's selection, taken each time the body is
/// built. The test draws each frame itself, so "the frame after the tap" is a frame number.
@Suite("Chapter 9: the history carousel's visual effect", .backstop)
struct Chapter9SchemeCarouselTests {
  /// Three schemes, of 3, 4 and 5 colours, oldest first.
  static func history() -> SchemeHistory {
    SchemeHistory(
      schemes: (3...5).map { count in
        ColorScheme(imageName: "photo.ppm", colors: Array(repeating: Photo.red, count: count))
      })
  }

  /// The card captions each frame drew whole, not shrunk by the effect: the card in focus.
  static func inFocus(_ frame: Frame) -> [String] {
    frame.items.compactMap { item in
      guard case .text(let text) = item.kind, text.hasSuffix(" colours"), item.scale == 1,
        item.blur == 0
      else { return nil }
      return text
    }
  }

  @Test(
    "The effect runs on the renderer's queue and focuses the card selected when the frame was built",
    .tags(.isolation, .display))
  func effectReadsTheCopiedSelection() async throws {
    let history = Self.history()
    let renderer = Renderer(SchemeCarousel(history: history), trace: Trace())
    let first = await renderer.render()
    #expect(Self.inFocus(first) == ["5 colours"])
    // Break it: capture `history.schemes.last?.id` instead of `history.selection`, and the
    // focus never moves.
    try renderer.tap("3 colours")
    let next = await renderer.render()
    #expect(Self.inFocus(next) == ["3 colours"])
    #expect(Self.inFocus(await renderer.render()) == ["3 colours"])

    let effects = renderer.trace.events.filter { $0.label == "visualEffect" }
    #expect(effects.count == 3 * 3)  // one per card, per frame
    #expect(effects.allSatisfy { $0.domain == Renderer.domain })
    let selected = try #require(renderer.trace.events.first { $0.label == "selection = 3 colours" })
    #expect(selected.domain == .mainActor)
    let bodies = renderer.trace.events.filter { $0.label == "body SchemeCarousel" }
    #expect(!bodies.isEmpty && bodies.allSatisfy { $0.domain == .mainActor })
  }
}
