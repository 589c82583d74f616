import Foundation
import Testing
import Workbook

/// A lane stacks overlapping items on at most eight rows; the rest pile up on the last one, as
/// chapter 7's gallery does with its hundred opens at once. The picture must still read there.
@Suite("Timeline as a picture: piles", .tags(.display))
struct TimelinePileTests {
  /// An open, twenty requests at the same moment (seven on rows of their own, thirteen piled
  /// on the eighth row), and a display.
  static var timeline: Timeline {
    var list = EventList()
    list.add("open gallery", .instant, at: 0)
    for number in 1...20 {
      list.add("request \(number)", .instant, at: 1000, on: .network, thread: 4)
    }
    list.add("display gallery", .instant, at: 2000)
    return Timeline(events: list.events, title: "Chapter 7: Test")
  }

  @Test("A pile shows its first item's letter and +N for the others, not a blot of letters")
  func pileIsCounted() throws {
    let reader = try #require(SVGReader.read(Self.timeline.svg()))
    // `b` to `h` have rows of their own; `i` is the first of the pile; `j` to `u` are in it.
    for letter in ["b", "h", "i"] {
      #expect(reader.drawn.filter { $0 == letter }.count == 2, "\(letter) on a lane and in the key")
    }
    for letter in ["j", "u"] {
      #expect(reader.drawn.filter { $0 == letter }.count == 1, "\(letter) in the key only")
    }
    #expect(reader.drawn.contains("+12"), "the twelve piled under i are counted")
    #expect(
      reader.texts.contains { $0.hasPrefix("request 20 · network") }, "each keeps its tooltip")
  }
}
