import Foundation
import Testing
import Workbook
import WorkbookTesting

/// A chapter's own option, such as chapter 7's `--manager class|actor`.
@Suite("Command line: a chapter's own options", .tags(.badInput))
struct DemoChoiceTests {
  let manager = DemoChoice(
    name: "manager", values: ["both", "class", "actor"], help: "which network manager")

  @Test("A value the option takes is kept under the option's name")
  func valueIsKept() throws {
    let options = try DemoOptions.parse(
      ["--manager", "actor", "--measure"], accepting: .filesAndURLs, choices: [manager])
    #expect(options.choices == ["manager": "actor"])
    #expect(options.measure)
  }

  @Test("Not given, the option is absent (the demo uses its first value)")
  func absentWhenNotGiven() throws {
    let options = try DemoOptions.parse([], accepting: .filesAndURLs, choices: [manager])
    #expect(options.choices.isEmpty)
  }

  @Test(
    "A value it does not take, or none, is a usage error that names the values",
    arguments: [["--manager", "struct"], ["--manager"]])
  func badValue(arguments: [String]) throws {
    #expect(
      throws: UsageError(
        "--manager needs both or class or actor, such as --manager both|class|actor")
    ) {
      try DemoOptions.parse(arguments, accepting: .filesAndURLs, choices: [manager])
    }
  }

  @Test("A chapter without the option refuses it")
  func unknownElsewhere() throws {
    #expect(throws: UsageError("unknown option '--manager'")) {
      try DemoOptions.parse(["--manager", "actor"], accepting: .filesAndURLs)
    }
  }

  @Test("The help lists the option, its values and its default")
  func helpListsIt() {
    let info = ChapterInfo(
      command: "chapter7", title: "Chapter 7: Actors", talk: "a talk", lesson: "a lesson",
      inputs: .filesAndURLs, choices: [manager])
    #expect(info.usage.contains("[--manager both|class|actor]"))
    #expect(
      info.usage.contains("--manager both|class|actor  which network manager (default: both)"))
  }

  @Test("A gallery report reads back the line it writes")
  func galleryReportRoundTrip() throws {
    var meter = HangMeter()
    meter.frame(at: .milliseconds(0))
    meter.frame(at: .milliseconds(50))
    let report = GalleryReport(
      manager: "class", calls: 4000, onMainActor: 4000, total: .milliseconds(812.34), meter: meter)
    #expect(
      report.line
        == "gallery manager=class calls=4000 on-main=4000 total-ms=812.3 longest-gap-ms=50.0"
        + " frames-missed=2")
    #expect(GalleryReport(line: report.line) == report)
    #expect(GalleryReport(line: "measure chapter7 longest-gap-ms=1") == nil)
  }
}
