import Foundation
import Testing

/// The pages a reader follows stay true to the code: links lead somewhere, and code shown
/// on a page is the code in the module, never a copy that drifts.
@Suite("Pages")
struct PageTests {
  @Test(
    "Every relative link leads to a file or folder that exists",
    arguments: Repository.pages + Repository.exercisePages)
  func relativeLinksResolve(page: URL) throws {
    let markdown = try MarkdownPage(page)
    for link in markdown.links where !link.contains("://") && !link.hasPrefix("mailto:") {
      let path = String(link.prefix { $0 != "#" })
      guard !path.isEmpty else { continue }
      let target = page.deletingLastPathComponent().appendingPathComponent(path)
      #expect(
        FileManager.default.fileExists(atPath: target.path),
        "\(Repository.relativePath(page)) links to \(link), which does not exist")
    }
  }

  @Test("Links to the package's own files are relative", arguments: Repository.pages)
  func linksAreRelative(page: URL) throws {
    for link in try MarkdownPage(page).links {
      #expect(!link.hasPrefix("/"), "\(Repository.relativePath(page)): \(link) is absolute")
      #expect(
        !link.contains("github.com") || !link.contains("ConcurrencyWorkbook"),
        "\(Repository.relativePath(page)): link to this package relatively, not \(link)")
    }
  }

  /// A quote from an exercise's file is checked against the exercise's starting code, never
  /// against what the student has made of it (see `QuotedSource`).
  @Test("Code shown on a page is the code in the file it names", arguments: Repository.pages)
  func codeMatchesTheSource(page: URL) throws {
    for block in try MarkdownPage(page).codeBlocks {
      guard let source = block.source else { continue }
      let texts = try #require(
        try? QuotedSource.texts(of: source),
        "\(Repository.relativePath(page)):\(block.line) names \(source), which does not exist")
      guard !texts.isEmpty else { continue }  // an exercise begun, and no git to ask
      let quote = block.lines.joined(separator: "\n")
      #expect(
        texts.contains { $0.contains(quote) },
        """
        \(Repository.relativePath(page)):\(block.line): this block is not in \(source) \
        as written\(source.hasPrefix("Exercises/") ? " in the exercise's starting code" : ""); \
        copy it again from the file
        """)
    }
  }

  @Test(
    "Swift code on a chapter page names the file it comes from", arguments: Repository.chapterPages)
  func swiftBlocksNameTheirSource(page: URL) throws {
    for block in try MarkdownPage(page).codeBlocks where block.language == "swift" {
      #expect(
        block.source != nil,
        """
        \(Repository.relativePath(page)):\(block.line): put <!-- code: PATH --> on the line \
        before this block, naming the file it shows
        """)
    }
  }
}
