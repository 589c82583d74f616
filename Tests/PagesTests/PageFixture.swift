import Foundation
import WorkbookTesting

/// A page and its chapter 1 record in a folder of their own, for the tests of the page checks
/// themselves: the page links `images/chapter1-run.txt` as a chapter page does.
enum PageFixture {
  /// Writes the page and the record, and returns what `body` makes of the page while both
  /// are still on disk; the folder is removed after.
  static func reading<Result>(
    page text: String, record: String, _ body: (MarkdownPage) throws -> Result
  ) throws -> Result {
    let folder = try TemporaryFolder()
    let images = folder.file(named: "images")
    try FileManager.default.createDirectory(at: images, withIntermediateDirectories: true)
    try Data(record.utf8).write(to: images.appendingPathComponent("chapter1-run.txt"))
    let page = try MarkdownPage(folder.write(Data(text.utf8), named: "page.md"))
    return try withExtendedLifetime(folder) { try body(page) }
  }
}
