import Testing
import WorkbookTesting

@testable import Workbook

/// The spinner of every demo is redrawn by the demo's frame clock, and the chapters' pages
/// read its freezes in frames of a 60 Hz display: 16.7 ms, the shortest gap it can measure.
@Suite("The demos' frame clock")
@MainActor
struct DemoFrameRateTests {
  @Test("A demo's frame clock ticks sixty times a second, one frame every 16.7 ms")
  func demoClockTicksSixtyTimesASecond() {
    let demo = Demo.forTests()
    // Break it: give FrameClock a default interval of 1/30 s.
    #expect(demo.clock.meter.frameInterval == .seconds(1) / 60)
    let milliseconds = Double(demo.clock.meter.frameInterval.components.attoseconds) / 1e15
    #expect((milliseconds * 10).rounded() / 10 == 16.7)
  }
}

extension Demo {
  /// A demo as `Demo.main` makes it, drawing into a terminal that is not a TTY, never run.
  static func forTests() -> Demo {
    let info = ChapterInfo(
      command: "chapter0", title: "A test's demo", talk: "", lesson: "",
      inputs: .filesAndURLs)
    return Demo(
      info: info, options: DemoOptions(), terminal: Terminal(isInteractive: false, width: 80))
  }
}
