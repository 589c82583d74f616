import Foundation
import Testing
import Workbook

/// What held a freeze when the trace recorded no work then: the frames' thread itself, or a
/// machine that gave the CPU to others. The frame clock reads its thread's CPU time on each
/// frame, and a hang keeps how long that thread ran during it.
@Suite("A hang knows how long the frames' thread ran during it")
struct HangThreadTimeTests {
  private func reading(_ milliseconds: Int, thread: UInt64 = 1) -> ThreadTime {
    ThreadTime(ran: .milliseconds(milliseconds), thread: thread)
  }

  @Test("Two readings of one thread give the time it ran; under half the freeze is the machine")
  func ranDuringTheFreeze() throws {
    var meter = HangMeter()
    meter.frame(at: .zero, threadTime: reading(10))
    meter.frame(at: .milliseconds(300), threadTime: reading(40))
    meter.frame(at: .milliseconds(500), threadTime: reading(190))
    try #require(meter.hangs.count == 2)
    // Break it: in HangMeter.frame, measure from the first reading instead of the last.
    #expect(meter.hangs.map(\.ran) == [.milliseconds(30), .milliseconds(150)])
    // Break it: in Hang.isTheMachine, compare the time it ran with the whole freeze.
    #expect(meter.hangs.map(\.isTheMachine) == [true, false])
  }

  @Test("Readings of two threads say nothing of either")
  func twoThreadsSayNothing() {
    var meter = HangMeter()
    meter.frame(at: .zero, threadTime: reading(10, thread: 1))
    meter.frame(at: .milliseconds(300), threadTime: reading(40, thread: 2))
    // Break it: in ThreadTime.ran(since:), subtract readings of any two threads.
    #expect(meter.hangs.first?.ran == nil)
    #expect(meter.hangs.first?.isTheMachine == false)
  }

  /// Both frames are ticked from one synchronous function, so one thread runs them and the
  /// sleep between them: the thread is blocked, not running, for the whole freeze.
  @Test("The frame clock reads its thread: a freeze in which that thread slept is the machine's")
  @MainActor
  func frameClockReadsItsThread() throws {
    let ticks = ManualTicks()
    let clock = FrameClock(trace: Trace(), ticks: ticks)
    clock.start()
    ticks.tick()
    usleep(120_000)  // SLEEP-OK: the freeze measured is this stretch of real time
    ticks.tick()
    let meter = clock.stop()
    let hang = try #require(meter.hangs.first)
    // Break it: in FrameClock.tick, feed the meter the time of the frame alone.
    let ran = try #require(hang.ran)
    #expect(ran < hang.duration / 2)
    #expect(hang.isTheMachine)
  }
}
