import Foundation
import Testing

/// Every chapter has the same parts in the same places, so a reader always knows where to
/// look: one number for the page, the module, the product and the tests.
@Suite("Chapter pages")
struct ChapterSkeletonTests {
  @Test("A chapter page has the skeleton every page shares", arguments: Repository.chapterPages)
  func pageHasTheSkeleton(page: URL) throws {
    let text = try Repository.text(of: page)
    let number = try #require(chapterNumber(of: page), "name the page NN-topic.md")
    let name = Repository.relativePath(page)
    #expect(text.hasPrefix("# Chapter \(number): "), "\(name) starts with '# Chapter \(number): '")
    #expect(text.contains("[Source](../Sources/Chapter\(number))"), "\(name) links its source")
    #expect(text.contains("[Tests](../Tests/Chapter\(number)Tests)"), "\(name) links its tests")
    for heading in ["## Run it", "## Try it", "## Exercises"] {
      #expect(text.contains("\n\(heading)\n"), "\(name) has a '\(heading)' section")
    }
    #expect(text.contains("swift run chapter\(number)"), "\(name) says how to run it")
  }

  @Test("Every chapter module has its page, its tests and a row in the README")
  func everyModuleHasAPage() throws {
    let sources = try FileManager.default.contentsOfDirectory(
      atPath: Repository.root.appendingPathComponent("Sources").path)
    let modules = sources.filter { $0.hasPrefix("Chapter") }.compactMap { Int($0.dropFirst(7)) }
    let pages = Repository.chapterPages.compactMap(chapterNumber)
    let readme = try Repository.text(of: Repository.root.appendingPathComponent("README.md"))
    #expect(!modules.isEmpty)
    #expect(Set(modules) == Set(pages), "chapter modules \(modules.sorted()), pages \(pages)")
    for number in modules {
      let tests = Repository.root.appendingPathComponent("Tests/Chapter\(number)Tests")
      #expect(FileManager.default.fileExists(atPath: tests.path), "Chapter\(number)Tests exists")
      #expect(readme.contains("`swift run chapter\(number)`"), "README lists chapter \(number)")
    }
  }

  /// A reader who comes from the talk finds its first moment on the first screen or two: the
  /// run and the setup come first, the kit's machinery after the lessons.
  @Test(
    "A chapter page reaches its first talk section within its first 20 % of lines",
    arguments: Repository.chapterPages)
  func firstTalkSectionComesEarly(page: URL) throws {
    let lines = try Self.lines(of: page)
    let name = Repository.relativePath(page)
    // A talk section is a heading that cites a timestamp, such as `## Sharing data (14:58)`.
    // Break it: move chapter 1's `## Run it` timeline back above its first talk section.
    let first = try #require(
      lines.firstIndex { $0.hasPrefix("## ") && $0.contains(/\(\d{1,2}:\d{2}/) },
      "\(name) has a section heading that cites a talk's timestamp")
    #expect(
      (first + 1) * 5 <= lines.count,
      """
      \(name):\(first + 1): the first talk section starts at line \(first + 1) of \(lines.count), \
      past the first 20 %: move machinery after the lessons
      """)
  }

  /// The most lines a chapter page may have: read along with a talk, a page is one sitting.
  static let longestPage = 650

  /// A page that outgrows a sitting repeats itself or holds theory far from where it is used.
  @Test(
    "A chapter page is at most 650 lines long", arguments: Repository.chapterPages)
  func pageFitsOneSitting(page: URL) throws {
    let count = try Self.lines(of: page).count
    // Break it: paste a second copy of chapter 4's page at its end.
    #expect(
      count <= Self.longestPage,
      """
      \(Repository.relativePath(page)) has \(count) lines, more than \(Self.longestPage): cut \
      repetition, and move theory to where it is used
      """)
  }

  /// The page's lines, as `wc -l` counts them: a final line break ends the last line.
  private static func lines(of page: URL) throws -> [Substring] {
    var lines = try Repository.text(of: page).split(
      separator: "\n", omittingEmptySubsequences: false)
    if lines.last == "" { lines.removeLast() }
    return lines
  }

  private func chapterNumber(of page: URL) -> Int? {
    Int(page.lastPathComponent.prefix { $0.isNumber })
  }
}
