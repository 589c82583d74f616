import Foundation
import Testing
import Workbook

/// A lane stacks overlapping items on at most eight rows; the rest pile up on the last one, as
/// chapter 7's gallery does with its hundred opens at once. The picture must still read there.
@Suite("Timeline as a picture: piles", .tags(.display))
struct TimelinePileTests {
  /// An open, bursts of requests on the network lane (each burst's requests at one moment,
  /// in milliseconds), and a display.
  static func gallery(bursts: [(at: Int, requests: ClosedRange<Int>)]) -> Timeline {
    var list = EventList()
    list.add("open gallery", .instant, at: 0)
    for burst in bursts {
      for number in burst.requests {
        list.add("request \(number)", .instant, at: burst.at, on: .network, thread: 4)
      }
    }
    list.add("display gallery", .instant, at: 2000)
    return Timeline(events: list.events, title: "Chapter 7: Test")
  }

  /// Twenty requests at the same moment: seven on rows of their own, thirteen piled on the
  /// eighth row.
  static let timeline = gallery(bursts: [(1000, 1...20)])

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

  /// Two dense bursts of requests on one lane, 80 ms apart: about 33 pixels on the track, less
  /// than a pile's count and a letter need side by side.
  static let twoBursts = gallery(bursts: [(1000, 1...20), (1080, 21...40)])

  @Test("On a dense lane's last row, no pile count overlaps a letter or another count")
  func pileCountsDoNotOverlap() throws {
    let reader = try #require(SVGReader.read(Self.twoBursts.svg()))
    let texts = zip(reader.elements.filter { $0.name == "text" }, reader.drawn)
    let counts = texts.filter { $0.1.hasPrefix("+") }
    let countRow = try #require(counts.first?.0.attributes["y"])
    // What is written on the last row, as spans of pixels (letters are at most 7.3 wide).
    let spans = texts.filter { $0.0.attributes["y"] == countRow }.map { element, text in
      let x = Double(element.attributes["x"] ?? "") ?? 0
      let width = Double(text.count) * 7.3
      switch element.attributes["text-anchor"] {
      case "end": return (x - width)...x
      case "middle": return (x - width / 2)...(x + width / 2)
      default: return x...(x + width)
      }
    }
    #expect(spans.count >= 2)
    for (index, span) in spans.enumerated() {
      for other in spans[(index + 1)...] {
        #expect(!span.overlaps(other), "\(span) and \(other) overlap on the last row")
      }
    }
  }

  @Test("A pile's hidden marks lie under its first item's letter, not over it")
  func piledMarksUnderTheLetter() throws {
    let svg = Self.timeline.svg()
    let letter = try #require(svg.range(of: ">i</text>"))
    let hidden = try #require(svg.range(of: "<title>request 20 · network"))
    #expect(hidden.lowerBound < letter.lowerBound)
  }
}
