import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

/// A file a reader asks a chapter for (`--png`, `--sheet`) is the tool's own work, not the
/// app's: it is made once the run is over, so its cost is never measured as the app's hang.
@Suite("The demos' files are made after the measure", .tags(.display), .backstop)
@MainActor
struct DemoFilesAfterTheRunTests {
  // Break it: have `Demo.writeAfterTheRun` write at once, and the picture is made while the
  // frame clock ticks, where its cost counts as a freeze of the app.
  @Test("A file asked for during the run is made and written once the frame clock has stopped")
  func fileMadeAfterTheMeasure() async throws {
    let folder = try TemporaryFolder()
    let file = folder.url.appendingPathComponent("last.png")
    var shown = ""
    let info = ChapterInfo(
      command: "chapter0", title: "A test's demo", talk: "", lesson: "", inputs: .filesAndURLs)
    let demo = Demo(
      info: info, options: DemoOptions(), terminal: Terminal(isInteractive: false, width: 80),
      output: { shown += $0 })
    var tickingWhenMade: Bool?
    let status = await demo.run { demo in
      demo.writeAfterTheRun(file, what: "Last frame") {
        tickingWhenMade = demo.clock.isTicking
        return Data("a picture".utf8)
      }
    }
    #expect(tickingWhenMade == false)
    #expect(try Data(contentsOf: file) == Data("a picture".utf8))
    #expect(shown.contains("Last frame written to \(file.path)"), "\(shown)")
    #expect(status == 0)
  }
}
