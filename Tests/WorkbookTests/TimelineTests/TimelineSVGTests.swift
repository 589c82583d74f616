import Foundation
import Testing
import Workbook
import WorkbookTesting

@Suite("Timeline as SVG", .tags(.display))
struct TimelineSVGTests {
  static let awkward = #"<b>&"quoted" 'label'</b>"#

  static var timeline: Timeline {
    var list = EventList()
    list.span(awkward, from: 0, to: 120, task: "a & b")
    list.span("decode 640×480", from: 10, to: 200, on: .pool, thread: 2)
    list.add("fetch", .instant, at: 50, on: .actor("NetworkManager"), thread: 3)
    list.add("no end", .begin, at: 150, on: .pool, thread: 4)
    return Timeline(
      events: list.events, hangs: [Hang(start: .milliseconds(5), duration: .milliseconds(110))],
      title: "Chapter 1 & <friends>")
  }

  @Test("The SVG is a well-formed XML document with an svg root")
  func wellFormed() throws {
    let svg = Self.timeline.svg()
    #expect(svg.hasPrefix("<?xml"))
    let reader = try #require(SVGReader.read(svg), "not well-formed XML")
    #expect(reader.elements.first?.name == "svg")
    #expect(reader.elements.first?.attributes["xmlns"] == "http://www.w3.org/2000/svg")
  }

  @Test("Labels with <&>\" are escaped, and read back as written")
  func labelsAreEscaped() throws {
    let svg = Self.timeline.svg()
    #expect(!svg.contains(Self.awkward))
    #expect(svg.contains("&lt;b&gt;&amp;&quot;quoted&quot; &apos;label&apos;&lt;/b&gt;"))
    let reader = try #require(SVGReader.read(svg))
    #expect(reader.texts.contains { $0.hasPrefix(Self.awkward) && $0.contains("task: a & b") })
    #expect(reader.texts.contains("Chapter 1 & <friends>"))
  }

  @Test("Lanes are named rows; bars carry titles; hangs are shaded red; the axis has ticks")
  func structure() throws {
    let reader = try #require(SVGReader.read(Self.timeline.svg()))
    for lane in ["main actor", "NetworkManager", "pool 1", "pool 2"] {
      #expect(reader.texts.contains(lane), "lane \(lane) is named")
    }
    #expect(reader.texts.contains { $0.hasPrefix("decode 640×480 · pool 1 · 10.0–200.0 ms") })
    #expect(reader.texts.contains { $0.hasPrefix("hang 110.0 ms") })
    #expect(reader.elements.contains { $0.name == "rect" && $0.attributes["fill"] == "#e06c75" })
    #expect(reader.texts.contains("0 ms"))
    #expect(
      reader.texts.filter { $0.hasSuffix(" ms") && Double($0.dropLast(3)) != nil }.count >= 3)
    #expect(reader.elements.filter { $0.name == "line" }.count >= 3)
  }

  @Test("Control characters in labels are replaced, keeping the document well-formed")
  func controlCharacters() {
    var list = EventList()
    list.add("bell \u{07} and escape \u{1B}", .instant, at: 0)
    let svg = Timeline(events: list.events).svg()
    #expect(!svg.utf8.contains(escapeByte))
    #expect(SVGReader.read(svg) != nil)
  }

  @Test("An empty trace is still a document, saying the trace is empty")
  func empty() throws {
    let reader = try #require(SVGReader.read(Timeline(events: []).svg()))
    #expect(reader.texts.contains { $0.contains("empty") })
  }
}
