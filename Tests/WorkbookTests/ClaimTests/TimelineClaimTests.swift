import Foundation
import Testing

@testable import Workbook

/// What the timeline, its scale and the `--tasks` report say, each checked on input where the
/// wrong pairing, boundary or rounding would show.
@Suite("Timeline and task report claims")
struct TimelineClaimTests {
  @Test("Nested spans of one label close inside out: an end closes the latest one begun")
  func nestedSpansCloseInsideOut() {
    var list = EventList()
    list.add("work", .begin, at: 0, number: 1)
    list.add("work", .begin, at: 10, number: 1)
    list.add("work", .end, at: 20, number: 1)
    list.add("work", .end, at: 40, number: 1)
    let spans = Timeline(events: list.events).items.filter { $0.kind == .span }
    // Break it: in Timeline.items, close the first span begun, and the spans cross.
    #expect(
      spans.map { [$0.start, $0.end] } == [
        [.milliseconds(0), .milliseconds(40)], [.milliseconds(10), .milliseconds(20)],
      ])
  }

  @Test("A span over the first half of the time covers the left half of the track, no more")
  func halfTheTimeIsHalfTheTrack() {
    let scale = TimelineScale(duration: .milliseconds(100), length: 10)
    // Break it: in TimelineScale.columns, end a span in the column after its end.
    #expect(scale.columns(from: .zero, to: .milliseconds(50)) == 0...4)
  }

  @Test("Tick marks are 1, 2 or 5 times a power of ten milliseconds")
  func ticksAreRound() {
    let scale = TimelineScale(duration: .milliseconds(1000), length: 80)
    let labels = scale.ticks(maxCount: 4).map(\.label)
    // Break it: in TimelineScale.ticks, allow steps of 2.5, and the ticks fall at 250 ms.
    #expect(labels == ["0", "500", "1000"], "\(labels)")
  }

  @Test("Spans that only touch share a row; spans that overlap are stacked")
  func touchingSpansShareARowOverlappingOnesStack() {
    // Break it: in Timeline.packRows, let a span start in the column its neighbour ends in.
    #expect(Timeline.packRows([0...4, 5...9], maxRows: 3) == [0, 0])
    #expect(Timeline.packRows([0...4, 4...9], maxRows: 3) == [0, 1])
  }

  @Test("A task's working time counts each moment once: nested spans add nothing")
  func workingTimeCountsEachMomentOnce() throws {
    var list = EventList()
    list.add("effect", .begin, at: 0, number: 1)
    list.add("scale a", .begin, at: 10, number: 1)
    list.add("scale a", .end, at: 20, number: 1)
    list.add("effect", .end, at: 100, number: 1)
    let life = try #require(Timeline(events: list.events).taskLives.first)
    // Break it: in Timeline.working, let a nested span end the covered stretch, and the
    // effect's 100 ms shrink.
    #expect(life.working == .milliseconds(100))
  }

  @Test("Every freeze the timeline marks is a hang in --tasks too, 249 ms as well as 250 ms")
  func everyMarkedFreezeIsAHang() {
    let timeline = Timeline(
      events: [],
      hangs: [
        Hang(start: .zero, duration: .milliseconds(250)),
        Hang(start: .seconds(1), duration: .milliseconds(249)),
      ])
    let freezes = TaskReport(timeline: timeline).lines.filter { $0.contains("held by") }
    let words: [String] = freezes.map { (line: String) -> String in
      line.split(separator: " ").first.map(String.init) ?? ""
    }
    // Break it: in TaskReport.lines, list only the freezes of 250 ms or more.
    #expect(words == ["hang", "hang"])
  }

  @Test("A freeze names the main-actor span that overlaps it most, not the first")
  func freezeNamesTheLargestOverlap() {
    var list = EventList()
    list.span("tap", from: 0, to: 120)
    list.span("decode", from: 120, to: 400)
    let hang = Hang(start: .milliseconds(100), duration: .milliseconds(300))
    let report = TaskReport(timeline: Timeline(events: list.events, hangs: [hang]))
    // Break it: in TaskReport.holder, take the first span that overlaps.
    #expect(report.holder(of: hang) == "decode")
  }
}

/// Where the text timeline draws the hang line and its figures, what the Chrome trace says of
/// frames and hops, and how the event table lines up its times.
@Suite("Timeline drawings: hangs, the Chrome trace, the event table")
struct TimelineDrawingClaimTests {
  /// A run with a main-actor span, a network span and one hang in the middle.
  var events: [TraceEvent] {
    var list = EventList()
    list.span("tap", from: 0, to: 1000)
    list.span("request a.ppm", from: 100, to: 900, on: .network)
    return list.events
  }

  @Test("The hang line is drawn right under the main actor's lane, above the network's")
  func hangLineUnderTheMainActor() {
    let hang = Hang(start: .milliseconds(400), duration: .milliseconds(200))
    let drawn = lines(of: Timeline(events: events, hangs: [hang]).render(width: 80, color: false))
    let hangLine = drawn.firstIndex { $0.hasPrefix("hang") }
    let networkLine = drawn.firstIndex { $0.hasPrefix("network") }
    // Break it: in Timeline.render, draw the hang line under the last lane.
    #expect(hangLine != nil && networkLine != nil && hangLine! < networkLine!, "\(drawn)")
  }

  @Test("A hang's duration is written right of its carets when there is room")
  func hangFigureRightOfItsCarets() throws {
    let hang = Hang(start: .milliseconds(300), duration: .milliseconds(200))
    let drawn = lines(of: Timeline(events: events, hangs: [hang]).render(width: 80, color: false))
    let line = try #require(drawn.first { $0.hasPrefix("hang") })
    let carets = try #require(line.range(of: "^", options: .backwards))
    let figure = try #require(line.range(of: "200.0 ms"))
    // Break it: in Timeline.drawHangs, try the left of the carets first.
    #expect(figure.lowerBound > carets.lowerBound, "\(line)")
  }

  @Test("The Chrome trace's frame counter is the gap before each frame, not since the first")
  func frameGapIsSinceTheFrameBefore() {
    let timeline = Timeline(
      events: events, frames: [.zero, .milliseconds(10), .milliseconds(30)])
    let gaps = timeline.chromeTraceEvents(process: "test").filter { $0.name == "frame gap (ms)" }
      .map { $0.args?["gap"] }
    // Break it: in the frame counter, never move `previous` on, and the third gap reads 30.
    #expect(gaps == [.number(0), .number(10), .number(20)])
  }

  @Test("A hop is marked on the task's track with where it goes")
  func hopNamesWhereItGoes() {
    var list = EventList()
    list.add("tap", .instant, at: 0, number: 1)
    list.add("decode", .instant, at: 10, on: .pool, thread: 2, number: 1)
    let hops = Timeline(events: list.events).chromeTraceEvents(process: "test")
      .filter { $0.cat == "task" && $0.ph == "i" }.map(\.name)
    // Break it: name the hop after the lane it leaves.
    #expect(hops == ["suspended: hop to pool 1"])
  }

  @Test("The event table right-aligns its times")
  func eventTableTimesRightAligned() {
    var list = EventList()
    list.add("first", .instant, at: 5)
    list.add("second", .instant, at: 1234)
    let rows = lines(of: EventTable(events: list.events).render())
    // Break it: in EventTable.render, pad the times on the right.
    #expect(rows[1].hasPrefix("   5.0  "), "\(rows)")
    #expect(rows[2].hasPrefix("1234.0  "), "\(rows)")
  }
}

/// The second blind round's claims of the timeline, the task report, the Chrome trace and
/// the colours' shares.
@Suite("Task report and trace export: what they count")
struct TaskReportCountClaimTests {
  @Test("A freeze is held by a span of the main actor, not by work elsewhere that overlaps it")
  func holderIsOnTheMainActor() {
    var list = EventList()
    list.span("tap", from: 0, to: 120)
    list.span("decode", from: 100, to: 400, on: .pool, thread: 2)
    let hang = Hang(start: .milliseconds(100), duration: .milliseconds(300))
    let report = TaskReport(timeline: Timeline(events: list.events, hangs: [hang]))
    // Break it: in TaskReport.holder, take spans of any lane, and the pool's decode holds it.
    #expect(report.holder(of: hang) == "tap")
  }

  @Test("A flow arrow is drawn only where a task changes lanes")
  func flowsOnlyBetweenLanes() {
    var list = EventList()
    list.add("first", .instant, at: 0, number: 1)
    list.add("second", .instant, at: 10, number: 1)
    list.add("third", .instant, at: 20, on: .pool, thread: 2, number: 1)
    let flows = Timeline(events: list.events).chromeTraceEvents(process: "test")
      .filter { $0.ph == "s" }
    // Break it: draw a flow for every step of a task, and the two main-actor events get one.
    #expect(flows.count == 1)
  }

  @Test("A task's slice ends at the end of its last span, not at its start")
  func taskSliceEndsAtTheLastEnd() {
    var list = EventList()
    list.add("work", .begin, at: 0, number: 1)
    list.add("work", .end, at: 100, number: 1)
    let ends = Timeline(events: list.events).chromeTraceEvents(process: "test")
      .filter { $0.cat == "task" && $0.ph == "X" }.map { $0.ts + ($0.dur ?? 0) }
    // Break it: end the slice at the start of the task's last item, and it ends at 0.
    #expect(ends == [100_000])
  }

  @Test("Two events of a task on the pool with another task's between are no suspension")
  func poolIsNoSuspension() throws {
    var list = EventList()
    list.add("mine 1", .instant, at: 0, on: .pool, thread: 2, number: 1)
    list.add("other", .instant, at: 5, on: .pool, thread: 3, number: 2)
    list.add("mine 2", .instant, at: 10, on: .pool, thread: 2, number: 1)
    let life = try #require(Timeline(events: list.events).taskLives.first)
    // Break it: in Timeline.suspensions, count the pool like an actor, and this reads 1.
    #expect(life.suspensions == 0)
  }

  @Test("A colour's share is rounded to a whole percent: 41.8% reads 42%")
  func shareIsRounded() {
    let color = DominantColor(color: RGBA(200, 0, 0), name: "red", share: 0.418)
    // Break it: truncate the share in DominantColor.description, and it reads 41%.
    #expect(color.description == "red 42%")
  }
}
