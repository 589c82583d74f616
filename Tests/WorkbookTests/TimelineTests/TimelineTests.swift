import Testing
import Workbook
import WorkbookTesting

/// A plain drawing of a timeline, cut into lines, with helpers to find lanes and the track.
private struct Drawing {
  let lines: [String]
  /// The column where the track begins: the first tick of the axis rule.
  let trackStart: Int
  let width: Int

  init(_ timeline: Timeline, width: Int) {
    // `lines` is also this type's property, so the module names the helper function.
    lines = WorkbookTests.lines(of: timeline.render(width: width, color: false))
    let rule = lines.first { $0.contains("+--") } ?? ""
    trackStart = rule.firstIndex(of: "+").map { rule.distance(from: rule.startIndex, to: $0) } ?? 0
    self.width = width
  }

  /// The index of the line that names `lane`.
  func index(ofLane lane: String) -> Int? {
    lines.firstIndex { $0.hasPrefix(lane + " ") || $0 == lane }
  }

  /// The track part of the line that names `lane`, padded to the full track.
  func track(ofLane lane: String) -> [Character] {
    guard let index = index(ofLane: lane) else { return [] }
    let line = Array(lines[index]) + Array(repeating: " ", count: width)
    return Array(line[trackStart..<width])
  }
}

@Suite("Timeline as text", .tags(.display))
struct TimelineTests {
  @Test("Lanes: main actor first, then actors, then pool threads numbered as they appear")
  func laneOrder() {
    var list = EventList()
    list.add("late pool", .instant, at: 1, on: .pool, thread: 7)
    list.add("fetch", .instant, at: 2, on: .actor("NetworkManager"), thread: 2)
    list.add("early pool", .instant, at: 3, on: .pool, thread: 3)
    list.add("cache", .instant, at: 4, on: .actor("ImageCache"), thread: 7)
    let drawing = Drawing(Timeline(events: list.events), width: 80)
    let order = ["main actor", "NetworkManager", "ImageCache", "pool 1", "pool 2"]
    let indices = order.compactMap { drawing.index(ofLane: $0) }
    #expect(indices.count == order.count, "every lane is drawn")
    #expect(indices == indices.sorted(), "lanes are in this order: \(order)")
    // Thread 7 ran first, so it is pool 1, and its instant is keyed `a`.
    #expect(drawing.lines.contains { $0.hasPrefix("a  late pool") && $0.contains("pool 1") })
    #expect(drawing.lines.contains { $0.hasPrefix("c  early pool") && $0.contains("pool 2") })
  }

  @Test("The axis starts at the first event: a run that waits a second is not a second of blank")
  func axisStartsAtFirstEvent() throws {
    var list = EventList()
    list.span("decode", from: 1000, to: 1040)
    let drawing = Drawing(Timeline(events: list.events), width: 60)
    let rule = try #require(drawing.lines.firstIndex { $0.contains("+--") })
    let labels = Array(drawing.lines[rule - 1])
    #expect(String(labels[drawing.trackStart...].prefix(4)) == "1000")
    // The bar fills the track from its first column.
    #expect(drawing.track(ofLane: "main actor").first == "a")
    #expect(drawing.track(ofLane: "main actor").dropFirst().first == "=")
  }

  @Test("The main actor's lane is drawn even when nothing ran there")
  func mainActorAlwaysShown() {
    var list = EventList()
    list.span("decode", from: 0, to: 10, on: .pool, thread: 2)
    #expect(Drawing(Timeline(events: list.events), width: 60).index(ofLane: "main actor") != nil)
  }

  @Test("A span over the first half of the time range fills the left half of its lane")
  func barPlacement() {
    var list = EventList()
    list.span("decode", from: 0, to: 50, on: .pool, thread: 2)
    list.add("done", .instant, at: 100)
    let drawing = Drawing(Timeline(events: list.events), width: 81)
    let track = drawing.track(ofLane: "pool 1")
    let half = track.count / 2
    #expect(track.count == 81 - drawing.trackStart)
    #expect(track[0] == "a", "the bar starts with its key")
    #expect(track[..<half].allSatisfy { $0 != " " }, "the left half is covered: \(track)")
    #expect(track[(half + 1)...].allSatisfy { $0 == " " }, "the right half is empty: \(track)")
    // The instant at the end sits in the main actor's last column.
    #expect(drawing.track(ofLane: "main actor").last == "b")
  }

  @Test("The key names each bar with its lane and times")
  func keyLines() {
    var list = EventList()
    list.add("decode 640×480", .begin, at: 12, task: "load")
    list.add("decode 640×480", .end, at: 345)
    let drawing = Drawing(Timeline(events: list.events), width: 100)
    let key = drawing.lines.first { $0.hasPrefix("a  ") }
    #expect(key?.contains("decode 640×480") == true)
    #expect(key?.contains("main actor") == true)
    #expect(key?.contains("12.0–345.0 ms") == true)
  }

  @Test("A hang is drawn under the main actor's lane, with its duration")
  func hangLine() throws {
    var list = EventList()
    list.span("decode", from: 0, to: 300)
    list.add("frame", .instant, at: 400)
    let hang = Hang(start: .milliseconds(20), duration: .milliseconds(280))
    let drawing = Drawing(Timeline(events: list.events, hangs: [hang]), width: 80)
    let main = try #require(drawing.index(ofLane: "main actor"))
    let hangLine = drawing.lines[main + 1]
    #expect(hangLine.hasPrefix("hang"))
    #expect(hangLine.contains("^^^"))
    #expect(hangLine.contains("280.0 ms"))
    #expect(drawing.lines.contains { $0.hasPrefix("^  hang 280.0 ms") })
  }

  @Test("No hang line when there is no hang")
  func noHangLine() {
    var list = EventList()
    list.span("decode", from: 0, to: 300)
    #expect(
      !Drawing(Timeline(events: list.events), width: 80).lines.contains { $0.hasPrefix("hang") })
  }

  @Test("An empty trace prints one line that says so")
  func emptyTrace() {
    let text = Timeline(events: []).render(width: 80, color: false)
    #expect(lines(of: text).count == 1)
    #expect(text.contains("empty"))
    #expect(
      Timeline(events: [], title: "Chapter 1").render(width: 80, color: true).contains(
        "Chapter 1"))
  }

  @Test("A span that never ended runs to the end of the trace, and the key says so")
  func openSpan() {
    var list = EventList()
    list.add("download", .begin, at: 10, on: .pool, thread: 4)
    list.add("frame", .instant, at: 100)
    let drawing = Drawing(Timeline(events: list.events), width: 60)
    let track = drawing.track(ofLane: "pool 1")
    #expect(track.last == ">")
    #expect(drawing.lines.contains { $0.hasPrefix("a  download") && $0.contains("no end") })
  }

  @Test("Events all at time zero are drawn without dividing by zero")
  func allAtZero() {
    var list = EventList()
    list.span("instant work", from: 0, to: 0)
    list.add("tick", .instant, at: 0, on: .pool, thread: 2)
    let drawing = Drawing(Timeline(events: list.events), width: 60)
    #expect(drawing.track(ofLane: "main actor").first == "a")
    #expect(drawing.track(ofLane: "pool 1").first == "b")
    #expect(drawing.lines.contains { $0.hasPrefix("a  instant work") && $0.hasSuffix(" 0.0 ms") })
  }

  @Test("A span shorter than the key's precision is keyed with one time, not 5.0–5.0 ms")
  func zeroLengthSpanOneTime() {
    var list = EventList()
    list.span("cache hit", from: 5, to: 5)
    list.span("decode", from: 10, to: 60)
    let drawing = Drawing(Timeline(events: list.events), width: 60)
    let hit = drawing.lines.first { $0.hasPrefix("a  cache hit") } ?? ""
    #expect(hit.hasSuffix(" 5.0 ms"))
    #expect(!hit.contains("–"))
    #expect(drawing.lines.contains { $0.hasPrefix("b  decode") && $0.contains("10.0–60.0 ms") })
  }

  @Test("Overlapping spans in one lane are stacked on separate rows")
  func nestedSpans() throws {
    var list = EventList()
    list.add("update", .begin, at: 0)
    list.span("decode", from: 10, to: 60)
    list.add("update", .end, at: 100)
    let drawing = Drawing(Timeline(events: list.events), width: 60)
    let main = try #require(drawing.index(ofLane: "main actor"))
    #expect(drawing.lines[main].contains("a"))
    #expect(drawing.lines[main + 1].contains("b="))
    #expect(drawing.lines.contains { $0.hasPrefix("a  update") && $0.contains("0.0–100.0 ms") })
    #expect(drawing.lines.contains { $0.hasPrefix("b  decode") && $0.contains("10.0–60.0 ms") })
  }
}
