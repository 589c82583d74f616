import Foundation
import Testing

/// The glossary gives every term the chapters use in the four languages of the talks' pages,
/// and its links lead to the section that teaches each term.
@Suite("Pages: the glossary")
struct GlossaryTests {
  /// One row of the glossary's table.
  struct Entry {
    var cells: [String]
    var term: String { cells[0] }
  }

  /// The rows of the glossary's table, below its header.
  static func entries() throws -> [Entry] {
    let text = try Repository.text(of: Repository.glossary)
    let rows = text.components(separatedBy: "\n").filter { $0.hasPrefix("| ") }
    return rows.dropFirst().filter { !$0.hasPrefix("| ---") }.map { row in
      let inner = row.trimmingCharacters(in: .whitespaces).dropFirst().dropLast()
      return Entry(
        cells: inner.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) })
    }
  }

  @Test("Every term has English, French, Spanish, Chinese, a definition and a place")
  func everyRowIsComplete() throws {
    let entries = try Self.entries()
    #expect(entries.count >= 20)
    for entry in entries {
      #expect(entry.cells.count == 6, "\(entry.term): six columns, found \(entry.cells.count)")
      guard entry.cells.count == 6 else { continue }
      #expect(entry.cells.allSatisfy { !$0.isEmpty }, "\(entry.term): a cell is empty")
      // French is on every talk's page, so it is never missing; Spanish and Chinese may be "—"
      // for a term that only the French-only talks use, as the glossary's notes say.
      #expect(entry.cells[1] != "—", "\(entry.term): the French is missing")
      #expect(entry.cells[4].count > 20, "\(entry.term): define it in a sentence")
    }
    let terms = entries.map(\.term)
    #expect(Set(terms).count == terms.count, "a term appears twice")
  }

  @Test(
    "Each chapter page lists its terms, and each is in the glossary",
    arguments: Repository.chapterPages)
  func chapterTermsAreInTheGlossary(page: URL) throws {
    let name = Repository.relativePath(page)
    let listed = try #require(
      try MarkdownPage(page).listedTerms,
      "\(name): add a <!-- terms: … --> line naming the glossary terms the page teaches")
    #expect(!listed.isEmpty, "\(name) lists no terms")
    let terms = Set(try Self.entries().map(\.term))
    // Break it: add a term to a chapter's terms line that the glossary does not have.
    for term in listed {
      #expect(terms.contains(term), "\(name) uses '\(term)', which the glossary does not define")
    }
  }

  @Test("A glossary entry links to a chapter section, or names the chapter still to come")
  func entriesLinkToChapters() throws {
    let chapters = Set(Repository.chapterPages.map(\.lastPathComponent))
    for entry in try Self.entries() where entry.cells.count == 6 {
      let place = entry.cells[5]
      if place.hasPrefix("— (chapter") { continue }
      let link = try #require(
        place.firstMatch(of: /\]\(([^)#]+)#([^)]+)\)/),
        "\(entry.term): link to the section that teaches it, page#anchor")
      #expect(chapters.contains(String(link.output.1)), "\(entry.term): \(link.output.1)")
    }
  }

  @Test(
    "Every link to a section leads to a heading that exists",
    arguments: Repository.pages + Repository.exercisePages)
  func sectionLinksResolve(page: URL) throws {
    let markdown = try MarkdownPage(page)
    for link in markdown.links where link.contains("#") && !link.contains("://") {
      let parts = link.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let path = String(parts[0])
      let anchor = String(parts[1])
      let target =
        path.isEmpty ? page : page.deletingLastPathComponent().appendingPathComponent(path)
      guard target.pathExtension == "md" else { continue }
      let anchors = try #require(
        try? MarkdownPage(target).headingAnchors,
        "\(Repository.relativePath(page)) links to \(link), whose page does not exist")
      // Break it: rename a chapter's "## Nonisolated code (13:10)" heading.
      #expect(
        anchors.contains(anchor),
        "\(Repository.relativePath(page)) links to \(link), but that page has no such heading")
    }
  }

  @Test("The README links the glossary")
  func readmeLinksTheGlossary() throws {
    let readme = try MarkdownPage(Repository.root.appendingPathComponent("README.md"))
    #expect(readme.links.contains("Chapters/glossary.md"))
  }
}
