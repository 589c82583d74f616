import Foundation
import Testing

/// The pages a reader follows stay true to the code: links lead somewhere, and code shown
/// on a page is the code in the module, never a copy that drifts.
@Suite("Pages")
struct PageTests {
  @Test("Every relative link leads to a file or folder that exists", arguments: Repository.pages)
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

  @Test("Code shown on a page is the code in the file it names", arguments: Repository.pages)
  func codeMatchesTheSource(page: URL) throws {
    for block in try MarkdownPage(page).codeBlocks {
      guard let source = block.source else { continue }
      let file = Repository.root.appendingPathComponent(source)
      let code = try #require(
        try? Repository.text(of: file),
        "\(Repository.relativePath(page)):\(block.line) names \(source), which does not exist")
      #expect(
        code.contains(block.lines.joined(separator: "\n")),
        """
        \(Repository.relativePath(page)):\(block.line): this block is not in \(source) \
        as written; copy it again from the file
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
