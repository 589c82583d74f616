import Foundation
import Testing

/// Every chapter page shows its timeline twice, from one run: as a picture and as text. Both
/// come from `Scripts/make-page-timelines.sh`, which writes `Chapters/images/chapterN-timeline.svg`
/// and, beside it, the run's plain-text timeline as `chapterN-timeline.txt`.
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
    "A chapter page's text timeline comes from the run its picture comes from",
    arguments: Repository.chapterPages)
  func textMatchesTheRun(page: URL) throws {
    let number = try #require(Self.chapterNumber(of: page))
    let name = Repository.relativePath(page)
    let file = "Chapters/images/chapter\(number)-timeline.txt"
    let run = try #require(
      try? Repository.text(of: Repository.root.appendingPathComponent(file)),
      "\(file) exists: run Scripts/make-page-timelines.sh \(number)")
    let runLines = run.components(separatedBy: "\n").filter { !$0.isEmpty }
    let title = try #require(runLines.first, "\(file) is not empty")
    let block = try #require(
      try MarkdownPage(page).codeBlocks.first { $0.language == "text" && $0.lines.first == title },
      "\(name) shows its text timeline, a text block that starts with '\(title)'")
    // The page may leave parts out, on a line of its own such as `(… the third round …)`; every
    // other line is the run's, in the run's order. Break it: change one time in the page's block.
    let shown = block.lines.filter { !($0.hasPrefix("(…") && $0.hasSuffix("…)")) && !$0.isEmpty }
    var rest = runLines[...]
    for line in shown {
      guard let index = rest.firstIndex(of: line) else {
        Issue.record(
          """
          \(name):\(block.line): '\(line)' is not in \(file), or not in that order: paste \
          the file into the page again
          """)
        return
      }
      rest = rest[(index + 1)...]
    }
    #expect(shown.last == runLines.last, "\(name):\(block.line) ends with the run's summary")
  }

  private static func chapterNumber(of page: URL) -> Int? {
    Int(page.lastPathComponent.prefix { $0.isNumber })
  }
}
