import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

/// The kit's figures and words as a reader meets them, each with an input where the wrong
/// rounding, the wrong boundary or the wrong word would show.
@Suite("The kit's figures and words")
struct KitFigureTests {
  @Test("Frames missed in a gap are rounded, not truncated: 3.6 intervals miss 3 frames")
  func framesMissedAreRounded() {
    var meter = HangMeter(frameInterval: .milliseconds(10))
    meter.frame(at: .zero)
    meter.frame(at: .milliseconds(36))
    // Break it: in HangMeter.frame, round the intervals down, and 3.6 intervals miss 2.
    #expect(meter.framesMissed == 3)
  }

  @Test("No hang is said in the plural: `0 hangs`")
  func zeroHangsArePlural() {
    var meter = HangMeter()
    meter.frame(at: .zero)
    meter.frame(at: .milliseconds(16))
    // Break it: in HangMeter.summary, say `hang` for any count but more than one.
    #expect(meter.summary.hasSuffix("· 0 hangs of 100.0 ms or more"), "\(meter.summary)")
  }

  @Test("A summary that fits its width exactly is not cut")
  func exactFitIsNotCut() {
    let line = "Main: aaaa · bbbb"
    // Break it: in HangMeter.wrap, keep a part only when it fits with a column to spare.
    #expect(HangMeter.wrap(line, width: line.count) == [line])
    #expect(HangMeter.wrap(line, width: line.count - 1).count == 2)
  }

  @Test("Milliseconds are rounded to the nearest tenth: 412.36 ms is 412.4")
  func millisecondsRoundToTheNearestTenth() {
    // Break it: in Milliseconds.rounded, round down, and 412.36 ms reads 412.3.
    #expect(Milliseconds.rounded(.microseconds(412_360)) == 412.4)
    #expect(Milliseconds.text(.microseconds(412_360)) == "412.4 ms")
  }

  @Test(
    "An app label claims kit work only with the kit's whole word: `display 4×3`, not `displayed`",
    arguments: [
      ("display 4×3", true), ("scale 8×6 → 4×3", true), ("decode 4×3", true),
      ("displayed 4×3", false), ("scaled", false), ("errors seen", false),
    ])
  func kitWordsAreWholeWords(label: String, claims: Bool) {
    let event = TraceEvent(
      sequence: 0, label: label, kind: .instant, domain: .mainActor, task: nil, thread: 1,
      time: .zero, source: .app)
    // Break it: in TraceEvent.claimsKitWork, match any label that begins with a kit word, or
    // leave `scale` out of the kit's words.
    #expect(event.claimsKitWork == claims)
  }

  @Test("The simulated network's events belong to no task, even recorded from one")
  func networkEventsHaveNoTask() async {
    let trace = Trace()
    await Task { trace.record("response a.ppm", domain: .network) }.value
    await Task { trace.record("mine") }.value
    // Break it: in Trace.append, give network events the running task's number.
    #expect(trace.events[0].taskNumber == nil)
    #expect(trace.events[1].taskNumber != nil)
  }

  @Test("Threads are numbered from 1, in the order the trace first sees them")
  func threadsAreNumberedFromOne() {
    let trace = Trace()
    trace.record("first")
    // Break it: in Trace.append, number threads from 0.
    #expect(trace.events.first?.thread == 1)
  }

  @Test("A wait for an event already recorded returns the first that matches")
  func firstEventIsTheFirst() async {
    let trace = Trace()
    trace.record("step 1")
    trace.record("step 2")
    // Break it: in Trace.firstEvent, return the last match already recorded.
    let event = await trace.firstEvent { $0.label.hasPrefix("step") }
    #expect(event?.label == "step 1")
  }
}

/// A wait for waiters returns once that many tasks wait for an event.
@Suite("Trace: a wait for its waiters", .backstop)
struct TraceWaiterCountTests {
  @Test("waitForWaiters(count: 2) returns once two tasks wait for an event")
  func returnsAtTheCount() async throws {
    let scene = WorkbookTesting.Scene("two waiters")
    let trace = scene.trace
    for name in ["first", "second"] {
      scene.start(name) { _ = await trace.firstEvent { $0.label == "never" } }
    }
    // Both wait before the count is asked for: the count is then met when the wait begins.
    try await scene.settled()
    #expect(trace.waiterCount == 2)
    let returned = Locked(false)
    scene.start("counter") {
      await trace.waitForWaiters(count: 2)
      returned.withLock { $0 = true }
    }
    // Break it: in Trace.waitForWaiters, wait for more than `count`, and the scene settles
    // with the counter still waiting.
    let done = try await scene.whether("waitForWaiters(count: 2) to return") { returned.current }
    #expect(done)
    trace.record("never")
  }

  @Test("A cancelled wait for waiters returns, though no task ever waits")
  func cancelledWaitReturns() async throws {
    let scene = WorkbookTesting.Scene("a wait for waiters that never come")
    let trace = scene.trace
    let returned = Locked(false)
    let counter = scene.start("counter") {
      await trace.waitForWaiters(count: 1)
      returned.withLock { $0 = true }
    }
    try await scene.settled()
    #expect(!returned.current)
    counter.cancel()
    // Break it: in Trace.waitForWaiters, leave the watcher waiting when its task is
    // cancelled, and the scene settles with the counter still parked.
    let done = try await scene.whether("the cancelled wait to return") { returned.current }
    #expect(done)
  }
}

/// Work done for one photo names it after its first word, once.
@Suite("Trace: the subject a label names")
struct TraceSubjectTests {
  @Test("A label is named for its subject after its first word, and never twice")
  func subjectNamedOnce() {
    #expect(Trace.naming("daisy.jpg", in: "sticker 64×48") == "sticker daisy.jpg 64×48")
    // Break it: in Trace.naming, add the subject even when the label names it already.
    #expect(Trace.naming("daisy.jpg", in: "load daisy.jpg") == "load daisy.jpg")
    #expect(Trace.naming(nil, in: "decode 4×3") == "decode 4×3")
  }
}
