import Testing
import Workbook
import WorkbookTesting

@Suite("Hang report line")
struct HangReportTests {
  @Test("A finished run's measure is written as one line and read back the same")
  func roundTrip() throws {
    var meter = HangMeter()
    meter.frame(at: .zero)
    meter.frame(at: .milliseconds(16))
    meter.frame(at: .milliseconds(316))
    let report = HangReport(command: "chapter4", meter: meter)
    #expect(
      report.line == "measure chapter4 longest-gap-ms=300.0 frames-missed=17 frames=3 hangs=1")
    #expect(HangReport(line: report.line) == report)
  }

  @Test(
    "Other lines are not reports",
    arguments: [
      "", "Main actor: longest frame gap 16.9 ms", "measure chapter4",
      "measure chapter4 longest-gap-ms=x frames-missed=0 frames=1 hangs=0",
      "measured chapter4 longest-gap-ms=1 frames-missed=0 frames=1 hangs=0",
    ])
  func otherLines(line: String) {
    #expect(HangReport(line: line) == nil)
  }

  @Test(
    "--measure is an option of every chapter, for the workbench: a reader's help leaves it out",
    .tags(.badInput))
  func measureOption() throws {
    #expect(try DemoOptions.parse(["--measure"], accepting: .filesAndURLs).measure)
    #expect(try !DemoOptions.parse([], accepting: .localFiles).measure)
    let info = ChapterInfo(
      command: "chapterN", title: "Chapter N", talk: "a talk", lesson: "a lesson",
      inputs: .localFiles)
    #expect(!info.usage.contains("--measure"))
    #expect(info.usage.contains("--timeline FILE.svg"))
  }
}
