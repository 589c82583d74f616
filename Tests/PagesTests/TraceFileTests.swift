import Foundation
import Testing
import WorkbookTesting

/// Every chapter page links the run its figures come from as a Chrome trace, for Perfetto or
/// `chrome://tracing`: `Scripts/make-page-timelines.sh` writes `chapterN-trace.json` from the
/// same run as `chapterN-run.txt`, and the trace must be one a viewer reads and that run's.
@Suite("Trace files")
struct TraceFileTests {
  @Test("A chapter page links its run's trace file", arguments: Repository.chapterPages)
  func pageLinksItsTrace(page: URL) throws {
    let number = try #require(TimelineFigureTests.chapterNumber(of: page))
    let link = "images/chapter\(number)-trace.json"
    // Break it: remove the trace link from chapter 1's page.
    #expect(
      try MarkdownPage(page).links.contains(link),
      "\(Repository.relativePath(page)) links its run's trace: [chapter\(number)-trace.json](\(link))"
    )
  }

  @Test(
    "A chapter's trace file is one a viewer reads, from the run its record printed",
    arguments: Repository.chapterPages)
  func traceIsTheRecordedRun(page: URL) throws {
    let number = try #require(TimelineFigureTests.chapterNumber(of: page))
    let file = "Chapters/images/chapter\(number)-trace.json"
    let data = try #require(
      FileManager.default.contents(atPath: Repository.root.appendingPathComponent(file).path),
      "\(file) exists: run Scripts/make-page-timelines.sh \(number)")
    let check = try ChromeTraceCheck(data)
    #expect(check.problems == [], "\(file): \(check.problems.joined(separator: "; "))")
    let record = try RunRecord(RunRecord.url(chapter: number))
    #expect(
      record.lines.contains("Trace written to \(file)"),
      "chapter\(number)-run.txt is the run that wrote \(file)")
    // Break it: move one frame of a trace a few milliseconds later, after the longest gap.
    let reported = try #require(
      record.longestFrameGap, "chapter\(number)-run.txt ends with the frame clock's summary")
    let traced = try #require(check.longestFrameGap, "\(file) has a frame counter")
    #expect(
      abs(traced - reported) <= 1,
      """
      \(file)'s longest frame gap is \(traced) ms, but its run reported \(reported) ms: \
      run Scripts/make-page-timelines.sh \(number) again
      """)
  }
}
