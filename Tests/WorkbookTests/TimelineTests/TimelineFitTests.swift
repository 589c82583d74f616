import Foundation
import Testing
import Workbook
import WorkbookTesting

@Suite("Timeline fits its width", .tags(.display))
struct TimelineFitTests {
  /// Three hundred events with long labels on four lanes, and two hangs.
  static let busy: Timeline = {
    var list = EventList()
    for index in 0..<100 {
      let lane: IsolationDomain = [.mainActor, .pool, .actor("NetworkManager")][index % 3]
      list.span(
        "a long label that will not fit in a narrow terminal, number \(index)",
        from: index * 10, to: index * 10 + 25, on: lane, thread: index % 2 + 1)
      list.add("tick \(index)", .instant, at: index * 10 + 5, on: .pool, thread: 3)
    }
    let hangs = [
      Hang(start: .milliseconds(100), duration: .milliseconds(150)),
      Hang(start: .milliseconds(600), duration: .milliseconds(120)),
    ]
    return Timeline(
      events: list.events, hangs: hangs, title: String(repeating: "title ", count: 30))
  }()

  @Test("Every line fits, plain and in colour", arguments: [20, 40, 80, 133])
  func fits(width: Int) {
    expectFits(Self.busy.render(width: width, color: false), in: width)
    expectFits(Self.busy.render(width: width, color: true), in: width)
  }

  @Test("A long key is cut short with a count of what was left out")
  func keyIsCapped() {
    let text = Self.busy.render(width: 80, color: false)
    // 200 items, 78 keys (a–z, A–Z, 0–9 and 16 Greek letters): 122 are left out of the key.
    #expect(text.contains("… 122 more"))
  }

  @Test("A run of 78 unlike items, more than letters and digits, names every item in the key")
  func keyReachesPastTheDigits() {
    var list = EventList()
    for index in 0..<78 {
      list.add("step \(index)", .instant, at: 10 * index)
    }
    let text = Timeline(events: list.events).render(width: 80, color: false)
    #expect(!text.contains("more, drawn as"), "every item has a key: \(text)")
    let keyLines = lines(of: text).filter { $0.contains("step ") }
    #expect(keyLines.count == 78, "\(text)")
    #expect(Set(keyLines.compactMap(\.first)).count == 78, "each item its own character: \(text)")
  }

  @Test("A key with more items than letters gives a burst of like events one letter and line")
  func keyGroupsRepeatedEvents() throws {
    var list = EventList()
    list.add("open gallery", .instant, at: 0)
    for index in 1...100 {
      list.span("open thumbnail-\(index).ppm", from: 100 + index / 10, to: 101 + index / 10)
    }
    // Like the bursts, but far apart: each keeps a line of its own.
    list.add("tick 1", .instant, at: 500, on: .pool)
    list.add("tick 2", .instant, at: 1500, on: .pool)
    list.add("the end", .instant, at: 2000, on: .network)
    let text = Timeline(events: list.events).render(width: 80, color: false)
    let key = lines(of: text).filter { $0.hasPrefix("b ") || $0.hasPrefix("c ") }
    // Break it: keep one letter per item however many there are (mutant
    // timeline-key-groups-nothing): the key's b is thumbnail-1 alone and 42 items are left out.
    #expect(key.first?.contains("100× open thumbnail-1…100.ppm") == true, "\(text)")
    #expect(key.first?.contains("100.0–111.0 ms") == true, "\(text)")
    #expect(key.last?.contains("tick 1") == true && !text.contains("tick 1…2"), "\(text)")
    #expect(!text.contains("more, drawn as"), "every item has a letter: \(text)")
    let lanes = lines(of: text).prefix { !$0.hasPrefix("a ") }
    #expect(!lanes.contains { $0.contains(Timeline.unkeyedMark) }, "\(text)")
  }

  @Test("Plain text holds no escape codes, even when a label does")
  func plainHasNoEscapes() {
    var list = EventList()
    list.span("red \u{1B}[31m label", from: 0, to: 10)
    let timeline = Timeline(
      events: list.events, hangs: [Hang(start: .zero, duration: .milliseconds(200))],
      title: "\u{1B}[2J")
    #expect(!timeline.render(width: 80, color: false).utf8.contains(escapeByte))
    #expect(!Self.busy.render(width: 80, color: false).utf8.contains(escapeByte))
  }

  @Test("Colour mode colours hangs red, and no colour runs on past the end of a line")
  func colourMode() throws {
    let text = Self.busy.render(width: 80, color: true)
    #expect(text.contains(ANSI.foreground(RGBA(224, 108, 117))))
    for line in lines(of: text) where line.contains(ANSI.escape) {
      let lastEscape = try #require(line.range(of: ANSI.escape, options: .backwards))
      #expect(line[lastEscape.lowerBound...].hasPrefix(ANSI.reset), "colour leaks: \(line)")
    }
  }
}
