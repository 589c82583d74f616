import Testing
import Workbook

@Suite("Hang meter")
struct HangMeterTests {
  private let frame: Duration = .seconds(1) / 60

  @Test("Frames on time: no gap beyond one frame, nothing missed, no hang")
  func smoothFrames() {
    var meter = HangMeter()
    for index in 0..<60 { meter.frame(at: frame * index) }
    #expect(meter.frames == 60)
    #expect(meter.framesMissed == 0)
    #expect(meter.hangs.isEmpty)
    #expect(meter.longestGap == frame)
  }

  @Test("A 300 ms freeze is the longest gap, a hang, and about 17 missed frames")
  func oneFreeze() {
    var meter = HangMeter()
    meter.frame(at: .zero)
    meter.frame(at: frame)
    meter.frame(at: frame + .milliseconds(300))
    meter.frame(at: frame * 2 + .milliseconds(300))
    #expect(meter.longestGap == .milliseconds(300))
    #expect(meter.hangs == [Hang(start: frame, duration: .milliseconds(300))])
    #expect(meter.framesMissed == 17)  // 300 ms is 18 frame intervals: 1 drawn, 17 missed
  }

  @Test("A gap just under the threshold is not a hang, one at it is")
  func hangThreshold() {
    var meter = HangMeter()
    meter.frame(at: .zero)
    meter.frame(at: .milliseconds(99))
    #expect(meter.hangs.isEmpty)
    meter.frame(at: .milliseconds(199))
    #expect(meter.hangs.count == 1)
  }

  @Test("The summary states the figures")
  func summary() {
    var meter = HangMeter()
    meter.frame(at: .zero)
    meter.frame(at: .milliseconds(250))
    #expect(meter.summary.contains("longest frame gap 250.0 ms"))
    #expect(meter.summary.contains("1 hang"))
  }

  @Test("The meter keeps the time of every frame, for the timeline's frames track")
  func keepsFrameTimes() {
    var meter = HangMeter()
    let times: [Duration] = [.zero, .milliseconds(17), .milliseconds(300)]
    for time in times { meter.frame(at: time) }
    #expect(meter.frameTimes == times)
  }

  @Test("A summary too long for the terminal wraps between its parts, aligned after the colon")
  func summaryWraps() {
    let line =
      "Main actor: longest frame gap 1812.9 ms · 126 frames missed (87 drawn) · "
      + "2 hangs of 100.0 ms or more"
    let lines = HangMeter.wrap(line, width: 80)
    #expect(lines.count == 2)
    #expect(lines.allSatisfy { $0.count <= 80 }, "\(lines)")
    #expect(lines.first?.hasSuffix(" ·") == true)
    #expect(lines.last == "            2 hangs of 100.0 ms or more")
    #expect(HangMeter.wrap(line, width: 200) == [line], "one line when it fits")
  }
}
