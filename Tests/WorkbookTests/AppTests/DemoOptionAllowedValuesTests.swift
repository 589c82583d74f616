import Foundation
import Testing
import Workbook
import WorkbookTesting
import WorkbookTools

/// A chapter's own option that takes one of a few values, such as chapter 7's `--manager`.
@Suite("Command line: an option with allowed values", .tags(.badInput))
struct DemoOptionAllowedValuesTests {
  let manager = CommandLineOption(
    "--manager", kind: .value(placeholder: "class|actor"), help: "which network manager",
    allowedValues: ["class", "actor"])

  @Test("An allowed value is kept under the option's name", arguments: ["class", "actor"])
  func allowedValueIsKept(value: String) throws {
    let options = try DemoOptions.parse(
      ["--manager", value, "--measure"], accepting: .filesAndURLs,
      options: [manager] + CommandLineOption.common)
    #expect(options.values["--manager"] == value)
    #expect(options.measure)
  }

  @Test("Any other value is a usage error that names the allowed ones")
  func otherValueIsRefused() throws {
    #expect(throws: UsageError("--manager takes one of class, actor, not 'struct'")) {
      try DemoOptions.parse(
        ["--manager", "struct"], accepting: .filesAndURLs,
        options: [manager] + CommandLineOption.common)
    }
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
