import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The SVG timeline read as a picture that must explain itself on paper: no tooltips to
/// hover, so everything a reader needs is drawn.
@Suite("Timeline as a picture", .tags(.display))
struct TimelinePictureTests {
  static let summary =
    "Main actor: longest frame gap 300.0 ms · 17 frames missed (13 drawn) · 1 hang of 100.0 ms or more"

  /// A run that starts a second in: an open, a long decode on the main actor (a hang), a short
  /// decode on the pool and a request to the network; frames every 1/60 s but during the hang
  /// (11 of them on the axis, which ends at the last event).
  static var timeline: Timeline {
    var list = EventList()
    list.add("open large.ppm", .instant, at: 1000)
    list.span("decode 160×120", from: 1002, to: 1004, on: .pool, thread: 3)
    list.add("request large.ppm", .instant, at: 1010, on: .network, thread: 4)
    list.span("decode 2048×1536", from: 1100, to: 1400)
    list.add("display 2048×1536", .instant, at: 1460)
    let interval = Duration.seconds(1) / 60
    let before = (0...6).map { .milliseconds(1000) + interval * $0 }
    let after = (0...5).map { .milliseconds(1400) + interval * $0 }
    let hang = Hang(start: before.last!, duration: .milliseconds(1400) - before.last!)
    return Timeline(
      events: list.events, hangs: [hang], frames: before + after, title: "Chapter 1: Test",
      summary: summary)
  }

  static var reader: SVGReader? { SVGReader.read(timeline.svg()) }

  @Test("The picture is well-formed XML with the chapter's title and the summary line on it")
  func titleAndSummary() throws {
    let reader = try #require(Self.reader, "not well-formed XML")
    #expect(reader.drawn.contains("Chapter 1: Test"))
    #expect(reader.drawn.contains(Self.summary))
  }

  @Test("A long summary wraps between its parts, each part drawn whole")
  func summaryWraps() throws {
    let narrow = Self.timeline
    let reader = try #require(SVGReader.read(narrow.svg(width: 480)))
    let parts = Self.summary.components(separatedBy: " · ")
    for part in parts {
      #expect(reader.drawn.contains { $0.contains(part) }, "\(part) is drawn whole")
    }
    #expect(!reader.drawn.contains(Self.summary), "too long for 480 pixels on one line")
  }

  @Test("Every event is drawn with its label or its key letter, and no label is cut short")
  func everyEventNamed() throws {
    let reader = try #require(Self.reader)
    // The long decode has room for its label in its bar; the 2 ms one shows its letter.
    #expect(
      reader.drawn.filter { $0 == "decode 2048×1536" }.count == 2, "on its bar and in the key")
    #expect(reader.drawn.filter { $0 == "decode 160×120" }.count == 1, "in the key only")
    for letter in ["a", "b", "c", "e"] {
      #expect(reader.drawn.filter { $0 == letter }.count == 2, "\(letter) on a lane and in the key")
    }
    #expect(!reader.drawn.contains { $0.contains("…") })
  }

  @Test("The key table lists every letter with its label, lane and time, then the hang")
  func keyTable() throws {
    let reader = try #require(Self.reader)
    #expect(reader.drawn.contains("Key"))
    let rows: [(String, String, String, String)] = [
      ("a", "open large.ppm", "main actor", "1000.0 ms"),
      ("b", "decode 160×120", "pool 1", "1002.0–1004.0 ms"),
      ("c", "request large.ppm", "network", "1010.0 ms"),
      ("d", "decode 2048×1536", "main actor", "1100.0–1400.0 ms"),
      ("e", "display 2048×1536", "main actor", "1460.0 ms"),
      ("^", "hang 300.0 ms", "main actor", "1100.0–1400.0 ms"),
    ]
    let drawn = reader.drawn
    for (key, label, lane, time) in rows {
      // A row is its four cells, drawn one after the other.
      let found = drawn.indices.contains { index in
        index + 3 < drawn.count && drawn[index] == key && drawn[index + 1] == label
          && drawn[index + 2] == lane && drawn[index + 3] == time
      }
      #expect(found, "the key's row \(key) \(label) \(lane) \(time)")
    }
  }

  @Test("The hang is a red band over the main actor's lane with its duration written on it")
  func hangFigure() throws {
    let reader = try #require(Self.reader)
    #expect(reader.drawn.filter { $0 == "hang 300.0 ms" }.count == 2, "on the band and in the key")
    #expect(reader.elements.contains { $0.name == "rect" && $0.attributes["fill"] == "#e06c75" })
  }

  @Test("The frames track draws each frame and says how many were missed in the gap")
  func framesTrack() throws {
    let reader = try #require(Self.reader)
    #expect(reader.drawn.contains("frames"))
    #expect(reader.texts.contains("11 frames drawn"))
    #expect(reader.drawn.contains("17 missed"))
    let ticks = reader.elements.first {
      $0.attributes["d"]?.hasPrefix("M") == true
        && $0.attributes["d"]!.components(separatedBy: "v").count == 12
    }
    #expect(ticks != nil, "a tick for each of the 11 frames")
  }

  @Test("The time axis starts at the first event, not at the start of the run")
  func axisStartsAtFirstEvent() throws {
    let reader = try #require(Self.reader)
    let ticks = reader.drawn.filter { $0.hasSuffix(" ms") && Double($0.dropLast(3)) != nil }
    #expect(ticks.first == "1000 ms")
    #expect(!ticks.contains("0 ms"))
  }
}
