import Foundation
import Testing
import WorkbookTesting

/// What chapter 2's program does beyond the taps every chapter shows: it taps the first image
/// a second time, once it is in the cache.
@Suite("Chapter 2: the demo", .backstop)
struct Chapter2DemoTests {
  @Test("After every image is shown, the first is tapped a second time")
  func firstImageTappedAgain() async throws {
    let run = try await ProgramRun(
      "chapter2", ["--", "workbook://samples/small.ppm", "workbook://samples/medium.ppm"])
    let taps = run.output.split(separator: "\n").filter { $0.hasPrefix("▸ ") }
    // Break it: in chapter 2's ChapterDemo.swift, tap the last image again instead of the first.
    #expect(taps == ["▸ open small.ppm", "▸ open medium.ppm", "▸ open small.ppm"], "\(taps)")
    #expect(run.status == 0)
  }
}
