import Foundation

/// The package's own files, found from this source file's place in the repository, so the
/// tests read the pages a reader reads.
enum Repository {
  /// The root folder of the package.
  static let root: URL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // PagesTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()

  /// The Markdown pages a reader follows: the README and every chapter.
  static var pages: [URL] {
    let chapters =
      (try? FileManager.default.contentsOfDirectory(
        at: root.appendingPathComponent("Chapters"), includingPropertiesForKeys: nil)) ?? []
    let markdown = chapters.filter { $0.pathExtension == "md" }
    return [root.appendingPathComponent("README.md")]
      + markdown.sorted { $0.lastPathComponent < $1.lastPathComponent }
  }

  /// Each chapter folder's README in `Exercises/`, whose links (to the files, to the section
  /// that teaches each exercise) must lead somewhere too. (`Exercises/README.md` is left out:
  /// its sample section links to an exercise that does not exist.)
  static var exercisePages: [URL] {
    let folder = root.appendingPathComponent("Exercises")
    let chapters =
      (try? FileManager.default.contentsOfDirectory(atPath: folder.path))?
      .filter { $0.first?.isNumber == true }.sorted() ?? []
    return chapters.map { folder.appendingPathComponent("\($0)/README.md") }
  }

  /// The chapter pages only: `Chapters/NN-name.md`, not the glossary beside them.
  static var chapterPages: [URL] {
    pages.filter {
      $0.deletingLastPathComponent().lastPathComponent == "Chapters"
        && $0.lastPathComponent.first?.isNumber == true
    }
  }

  /// The glossary: every term the chapters use, in the talks' languages.
  static let glossary = root.appendingPathComponent("Chapters/glossary.md")

  /// The compiler-verdict cases of DiagnosticsTests, which prove every message a page quotes.
  static var diagnosticCases: [URL] {
    let folder = root.appendingPathComponent("Tests/DiagnosticsTests/Cases")
    let files =
      (try? FileManager.default.contentsOfDirectory(
        at: folder, includingPropertiesForKeys: nil)) ?? []
    return files.filter { $0.pathExtension == "swift" }
  }

  /// The file's text.
  static func text(of url: URL) throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// The path of `url` from the root, for messages.
  static func relativePath(_ url: URL) -> String {
    String(url.standardizedFileURL.path.dropFirst(root.standardizedFileURL.path.count + 1))
  }
}
