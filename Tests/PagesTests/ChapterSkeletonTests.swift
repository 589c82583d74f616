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

  /// The pages held to the opening rule: chapters 5 to 9, whose runs need the most setup.
  static let openingPages = Repository.chapterPages.filter { page in
    (5...9).contains(Int(page.lastPathComponent.prefix { $0.isNumber }) ?? 0)
  }

  /// A reader who comes from the talk finds its first moment on the first screen or two: the
  /// run and the setup come first, the kit's machinery after the lessons.
  @Test(
    "A chapter page reaches its first talk section within its first 20 % of lines",
    arguments: openingPages)
  func firstTalkSectionComesEarly(page: URL) throws {
    let lines = try Repository.text(of: page).split(
      separator: "\n", omittingEmptySubsequences: false)
    let name = Repository.relativePath(page)
    // A talk section is a heading that cites a timestamp, such as `## Sharing data (14:58)`.
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

  private func chapterNumber(of page: URL) -> Int? {
    Int(page.lastPathComponent.prefix { $0.isNumber })
  }
}
