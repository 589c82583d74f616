import Foundation
import Testing
import Workbook
import WorkbookTesting

/// What ties a Chrome trace's records together: each task has a track of its own, each hop's
/// flow arrow an id its start and finish alone share, and each hop marks the task's slice
/// where it suspended. A viewer that reads two tasks on one track draws one life for both, and
/// a flow id used twice draws arrows between the wrong slices.
@Suite(
  "Timeline as a Chrome trace: each task has a track, each hop an id of its own", .tags(.display))
struct ChromeTraceIdentityTests {
  /// Two tasks on the main actor; the image task hops to the pool to decode and back.
  private var records: [ChromeTraceEvent] {
    var list = EventList()
    list.add("image: fetch", .begin, at: 0, task: "image")
    list.add("news: fetch", .begin, at: 10, task: "news")
    list.add("image: fetch", .end, at: 30, task: "image")
    list.span("decode 8×6", from: 32, to: 80, on: .pool, thread: 2, task: "image")
    list.add("display 8×6", .instant, at: 85, task: "image")
    list.add("news: fetch", .end, at: 90, task: "news")
    return Timeline(events: list.events).chromeTraceEvents(process: "chapter4")
  }

  @Test("The two tasks' lives are on two tracks, each named after its task")
  func taskTracksDiffer() throws {
    let tasks = records.filter { $0.cat == "task" && $0.ph == "X" }
    let image = try #require(tasks.first { $0.name == "task image" })
    let news = try #require(tasks.first { $0.name == "task news" })
    // Break it: put every task on one track, and the viewer draws one life for both tasks.
    #expect(image.tid != news.tid)
    let names = records.filter { $0.name == "thread_name" }
    #expect(
      names.first { $0.tid == image.tid }?.args?["name"] == .text("task image · image: fetch"))
    #expect(names.first { $0.tid == news.tid }?.args?["name"] == .text("task news · news: fetch"))
  }

  @Test("Each hop's flow id is used once by its start and once by its finish, and by no other")
  func flowIdsArePairs() {
    let hops = records.filter { $0.cat == "hop" }
    #expect(hops.count == 4, "two hops, a start and a finish each: \(hops)")
    let ids = Set(hops.compactMap(\.id))
    // Break it: give every finish the id 1, and the second hop's arrow ends at the first's.
    #expect(ids.count == 2, "\(hops)")
    for id in ids {
      let flow = hops.filter { $0.id == id }
      #expect(flow.map(\.ph) == ["s", "f"], "flow \(id): \(flow)")
      let (start, finish): (Double, Double) = (flow.first?.ts ?? 0, flow.last?.ts ?? -1)
      #expect(start <= finish, "flow \(id): \(flow)")
    }
  }

  @Test("Where a task hops to the pool, its track has an instant that says it suspended")
  func suspensionIsMarked() throws {
    let image = try #require(records.first { $0.ph == "X" && $0.name == "task image" })
    let instants = records.filter { $0.cat == "task" && $0.ph == "i" }
    // Break it: drop the instant, and the task's track no longer shows where it left the
    // main actor.
    let suspended = try #require(
      instants.first { $0.name == "suspended: hop to pool 1" }, "\(instants.map(\.name))")
    #expect(suspended.ts == 30_000)
    #expect(suspended.tid == image.tid)
    let back = try #require(instants.first { $0.name == "suspended: hop to main actor" })
    #expect(back.ts == 80_000 && back.tid == image.tid)
  }
}
