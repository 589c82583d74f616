import Testing
import Workbook

/// `--tasks`: each task's life as the trace saw it, and each freeze of the main actor in
/// Apple's words.
@Suite("Task lives and freezes (--tasks)", .tags(.display))
struct TaskReportTests {
  /// Task 1 taps, hops to the pool to decode and back to display; task 2 runs on the main
  /// actor while task 1 waits there for its response.
  private var scene: Timeline {
    var list = EventList()
    list.add("fetch", .begin, at: 0, number: 1)
    list.add("fetch", .end, at: 10, number: 1)
    list.add("news", .instant, at: 20, number: 2)
    list.add("fetched", .instant, at: 40, number: 1)
    list.add("decode", .begin, at: 50, on: .pool, thread: 2, number: 1)
    list.add("decode", .end, at: 90, on: .pool, thread: 2, number: 1)
    list.add("display", .instant, at: 100, number: 1)
    list.add("layout", .begin, at: 400, number: 2)
    list.add("layout", .end, at: 700, number: 2)
    return Timeline(
      events: list.events,
      hangs: [
        Hang(start: .milliseconds(400), duration: .milliseconds(300)),
        Hang(start: .milliseconds(800), duration: .milliseconds(150)),
      ])
  }

  @Test("A task's life: where it ran, its suspensions at least, and its time in recorded work")
  func taskLife() throws {
    let life = try #require(scene.taskLives.first)
    #expect(life.name == "task 1")
    #expect(life.places == ["main actor", "pool", "main actor"])
    #expect(life.firstSeen == .zero && life.lastSeen == .milliseconds(100))
    // Once while task 2 ran on the main actor, once to the pool, once back.
    #expect(life.suspensions == 3)
    #expect(life.working == .milliseconds(50))
    #expect(life.elsewhere == .milliseconds(50))
  }

  @Test("A freeze with no work recorded names a busy machine when the frames' thread hardly ran")
  func busyMachine() {
    let timeline = Timeline(
      events: scene.events,
      hangs: [
        Hang(start: .milliseconds(800), duration: .milliseconds(150), ran: .milliseconds(20)),
        Hang(start: .milliseconds(1000), duration: .milliseconds(150), ran: .milliseconds(140)),
      ])
    let lines = TaskReport(timeline: timeline).lines
    // Break it: in TaskReport.holder, leave out the machine.
    #expect(
      lines.contains(
        "  hang 150.0 ms, 800.0–950.0 ms, held by a busy machine (the thread ran 20.0 ms)"),
      "\(lines)")
    #expect(
      lines.contains(
        "  hang 150.0 ms, 1000.0–1150.0 ms, held by work the trace did not record"), "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test("A hang reads as the timeline's key writes it, with the work that held it")
  func hangsInTheTimelinesWords() {
    let lines = TaskReport(timeline: scene).lines
    // Break it: call a freeze under 250 ms a microhang, a word the timeline never uses.
    #expect(lines.contains("  hang 300.0 ms, 400.0–700.0 ms, held by layout"), "\(lines)")
    #expect(
      lines.contains("  hang 150.0 ms, 800.0–950.0 ms, held by work the trace did not record"),
      "\(lines)")
    #expect(lines.allSatisfy { $0.count <= 80 })
  }

  @Test("A task seen in one place with no span says so, and claims no count it did not see")
  func taskWithNothingSeenSaysSo() {
    var list = EventList()
    list.add("tap", .instant, at: 900, number: 1)
    list.add("tapped", .instant, at: 8_100, number: 1)
    let lines = TaskReport(timeline: Timeline(events: list.events)).lines
    // Break it: print the lower bound and the work whatever they are, and the task reads
    // "suspended at least 0×; working 0.0 ms".
    #expect(lines.contains("  task 1: 900.0–8100.0 ms, 2 events"), "\(lines)")
    #expect(lines.contains("    no span of work recorded"), "\(lines)")
  }
}
