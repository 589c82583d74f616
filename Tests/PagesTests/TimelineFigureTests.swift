import Foundation
import Testing

/// Every chapter page shows one run of its demo: as a picture, its timeline as text, and a
/// sample of what it printed. All three come from `Scripts/make-page-timelines.sh`, which
/// writes `Chapters/images/chapterN-timeline.svg`, keeps the run's whole output beside it as
/// `chapterN-run.txt`, and writes the timeline into the page's block marked
/// `<!-- timeline: images/chapterN-run.txt -->`.
@Suite("Timeline figures")
struct TimelineFigureTests {
  @Test("A chapter page shows its timeline's SVG, which exists", arguments: Repository.chapterPages)
  func pageLinksItsPicture(page: URL) throws {
    let number = try #require(Self.chapterNumber(of: page))
    let name = Repository.relativePath(page)
    let link = "images/chapter\(number)-timeline.svg"
    let markdown = try MarkdownPage(page)
    // Break it: link `images/chapter1-timeline.svg` from every page.
    #expect(
      markdown.text.contains("](\(link))") && markdown.links.contains(link),
      "\(name) shows its timeline as an image: ![…](\(link))")
    let image = page.deletingLastPathComponent().appendingPathComponent(link)
    let svg = try #require(
      try? Repository.text(of: image),
      "\(link) exists: run Scripts/make-page-timelines.sh \(number)"
    )
    #expect(svg.contains("<svg"), "\(link) is an SVG document")
    #expect(svg.contains("Chapter \(number):"), "\(link) is chapter \(number)'s timeline")
  }

  @Test(
    "A chapter page's text timeline is the timeline of the run its picture comes from",
    arguments: Repository.chapterPages)
  func textMatchesTheRun(page: URL) throws {
    let number = try #require(Self.chapterNumber(of: page))
    let name = Repository.relativePath(page)
    let file = "Chapters/images/chapter\(number)-run.txt"
    let record = try #require(
      try? RunRecord(RunRecord.url(chapter: number)),
      "\(file) exists: run Scripts/make-page-timelines.sh \(number)")
    let title = try #require(record.timelineTitle, "\(file) is not empty")
    let block = try #require(
      try MarkdownPage(page).codeBlocks.first { $0.language == "text" && $0.lines.first == title },
      "\(name) shows its text timeline, a text block that starts with '\(title)'")
    let marker = MarkdownPage.RunMarker(kind: .timeline, path: "images/chapter\(number)-run.txt")
    // Break it: change one time in the page's timeline block.
    #expect(
      block.run == marker,
      "\(name):\(block.line): put <!-- timeline: \(marker.path) --> on the line before the block")
    #expect(
      block.lines == record.timeline,
      """
      \(name):\(block.line): this block is not the timeline of \(file): run \
      Scripts/make-page-timelines.sh \(number), which writes it
      """)
  }

  @Test(
    "A sample of a run's output on a chapter page is what that run printed",
    arguments: Repository.chapterPages)
  func samplesMatchTheRun(page: URL) throws {
    let number = try #require(Self.chapterNumber(of: page))
    let name = Repository.relativePath(page)
    let record = try RunRecord(RunRecord.url(chapter: number))
    let blocks = try MarkdownPage(page).codeBlocks.filter { $0.language == "text" }
    for block in blocks {
      guard let marker = block.run else {
        // A block that opens with a line of the run is a sample of it, and says so.
        #expect(
          !(block.lines.first.map { !$0.isEmpty && record.lines.contains($0) } ?? false),
          """
          \(name):\(block.line): this block shows the run: put \
          <!-- run: images/chapter\(number)-run.txt --> on the line before it
          """)
        continue
      }
      guard marker.kind == .run else { continue }
      let url = page.deletingLastPathComponent().appendingPathComponent(marker.path)
      let sample = try #require(try? RunRecord(url), "\(name):\(block.line): \(marker.path) exists")
      // Break it: show three images where the run opened four.
      if let mismatch = sample.mismatch(of: block.lines) {
        Issue.record("\(name):\(block.line): \(mismatch) (\(marker.path))")
      }
    }
    // The page opens its run where the run opens.
    #expect(
      blocks.contains { $0.run?.kind == .run && $0.lines.first == record.lines.first },
      "\(name) shows how its run starts: a block marked <!-- run: … --> that starts with its title")
  }

  static func chapterNumber(of page: URL) -> Int? {
    Int(page.lastPathComponent.prefix { $0.isNumber })
  }
}
