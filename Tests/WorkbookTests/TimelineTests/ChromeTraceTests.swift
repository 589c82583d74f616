import Foundation
import Testing
import Workbook
import WorkbookTesting

/// The run as Chrome trace-event JSON (`--trace-json`): what Perfetto and `chrome://tracing`
/// need of each record, tracks that never hold overlapping slices, each task's life, its hops
/// between domains, and the frames.
@Suite("Timeline as a Chrome trace", .tags(.display))
struct ChromeTraceTests {
  /// Two tasks interleaved on the main actor, one of them hopping to the pool and back, and
  /// frames with one long gap.
  private var scene: Timeline {
    var list = EventList()
    list.add("image: fetch", .begin, at: 0, task: "image")
    list.add("news: fetch", .begin, at: 10, task: "news")
    list.add("image: fetch", .end, at: 30, task: "image")
    list.span("decode 8×6", from: 32, to: 80, on: .pool, thread: 2, task: "image")
    list.add("display 8×6", .instant, at: 85, task: "image")
    list.add("news: fetch", .end, at: 90, task: "news")
    let frames: [Duration] = [0, 16, 33, 150, 167].map { .milliseconds($0) }
    return Timeline(
      events: list.events, hangs: [Hang(start: .milliseconds(33), duration: .milliseconds(117))],
      frames: frames)
  }

  private func records(_ timeline: Timeline) throws -> ChromeTraceCheck {
    try ChromeTraceCheck(timeline.chromeTraceJSON(process: "chapter9"))
  }

  @Test("The export is a file the viewers read: every record complete, every track named")
  func wellFormed() throws {
    let check = try records(scene)
    #expect(check.problems == [])
    #expect(check.file.traceEvents.allSatisfy { $0.pid == 1 })
    #expect(check.trackNames.starts(with: ["main actor", "main actor · 2", "pool 1"]))
  }

  @Test("Spans that overlap in one lane go on tracks of their own, so no track's slices cross")
  func overlappingSpansAreStacked() throws {
    let slices = try records(scene).file.traceEvents.filter { $0.ph == "X" && $0.cat == "work" }
    let image = try #require(slices.first { $0.name == "image: fetch" })
    let news = try #require(slices.first { $0.name == "news: fetch" })
    #expect(image.tid != news.tid)
    #expect(image.ts == 0 && image.dur == 30_000)
  }

  @Test("The check finds slices that cross on one track, and a track with no name")
  func checkFindsCrossingSlices() throws {
    let crossing = ChromeTraceFile(traceEvents: [
      ChromeTraceEvent(name: "a", ph: "X", ts: 0, pid: 1, tid: 1, dur: 30),
      ChromeTraceEvent(name: "b", ph: "X", ts: 10, pid: 1, tid: 1, dur: 30),
      ChromeTraceEvent(name: "c", ph: "X", ts: 12, pid: 1, tid: 1, dur: 5),
    ])
    let check = try ChromeTraceCheck(JSONEncoder().encode(crossing))
    #expect(
      check.problems == [
        "track 1 of process 1 has no name",
        "“b” and “a” overlap on track 1 without nesting",
      ])
  }

  @Test("Each task is a slice from its first event to its last, and a hop is an arrow")
  func tasksAndHops() throws {
    let records = try records(scene).file.traceEvents
    let image = records.filter { $0.cat == "task" && $0.name == "task image" }
    #expect(image.map(\.ph) == ["X"])
    #expect(image.map(\.ts) == [0])
    #expect(image.map(\.dur) == [85_000])
    // The image task went main actor → pool (after its fetch) → main actor (to display).
    let hops = records.filter { $0.cat == "hop" }
    #expect(hops.map(\.ph) == ["s", "f", "s", "f"])
    #expect(hops.map(\.ts) == [30_000, 32_000, 80_000, 85_000])
  }

  @Test("Tasks sit on tracks of the chapter's process, each named, in the order of their numbers")
  func taskTracksAreNamedAndInOrder() throws {
    var list = EventList()
    for tap in 1...11 { list.add("tap \(tap)", .instant, at: tap * 10, number: tap) }
    let check = try records(Timeline(events: list.events))
    #expect(check.problems == [])
    #expect(check.file.traceEvents.allSatisfy { $0.pid == 1 })
    let tasks = check.trackNamesInOrder().filter { $0.hasPrefix("task ") }
    // Break it: leave the tasks as async slices with a global id, and Perfetto files them
    // under Global Legacy Events, unnamed, as text: task 1, task 10, task 11, task 2.
    #expect(tasks == (1...11).map { (number: Int) -> String in "task \(number) · tap \(number)" })
    let slices = check.file.traceEvents.filter { $0.cat == "task" && $0.ph == "X" }
    #expect(Set(slices.map(\.tid)).count == 11, "each task on a track of its own")
  }

  @Test("The frame counter's longest gap is the run's longest frame gap, and hangs are slices")
  func framesAndHangs() throws {
    let check = try records(scene)
    var meter = HangMeter()
    for frame in scene.frames { meter.frame(at: frame) }
    let gap = try #require(check.longestFrameGap)
    #expect(abs(gap - Milliseconds.of(meter.longestGap)) < 1)
    let hangs = check.file.traceEvents.filter { $0.ph == "X" && $0.cat == "frames" }
    #expect(hangs.map(\.name) == ["hang 117.0 ms"])
    #expect(check.trackNames.contains("hangs"))
  }
}
