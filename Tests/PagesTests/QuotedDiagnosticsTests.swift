import Foundation
import Testing

/// A compiler message quoted on a chapter page is one a DiagnosticsTests case checks, so a
/// page cannot quote a message the compiler no longer gives, or never gave.
@Suite("Pages: quoted compiler messages")
struct QuotedDiagnosticsTests {
  @Test(
    "Every compiler message a chapter page quotes is expected by a DiagnosticsTests case",
    arguments: Repository.chapterPages)
  func quotedMessagesAreChecked(page: URL) throws {
    let checked = try Self.checkedMessages()
    for block in try MarkdownPage(page).codeBlocks where block.language == "text" {
      for line in block.lines {
        let quote = line.trimmingCharacters(in: .whitespaces)
        guard quote.hasPrefix("error: ") || quote.hasPrefix("note: ") else { continue }
        // Break it: change one word of a message quoted in Chapters/06-classes.md.
        let isChecked = checked.contains(quote)
        #expect(
          isChecked,
          """
          \(Repository.relativePath(page)):\(block.line): "\(quote)" is not expected by any \
          case in Tests/DiagnosticsTests/Cases: add a case that checks it, or quote the \
          compiler exactly
          """)
      }
    }
  }

  /// Every `expected-error`/`expected-note` of every case, as `error: message`.
  static func checkedMessages() throws -> Set<String> {
    let folder = Repository.root.appendingPathComponent("Tests/DiagnosticsTests/Cases")
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    var messages: Set<String> = []
    for file in files where file.hasSuffix(".swift") {
      let source = try Repository.text(of: folder.appendingPathComponent(file))
      for match in source.matches(of: /expected-(error|note)[^{\n]*\{\{(.*?)\}\}/) {
        messages.insert("\(match.output.1): \(match.output.2)")
      }
    }
    return messages
  }
}
