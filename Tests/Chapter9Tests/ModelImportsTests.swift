import Foundation
import Testing
import WorkbookTesting

/// The challenge of 23:47 (Explore concurrency in SwiftUI), as far as this app meets it: the
/// model's files, and its tests, take one type from the renderer's module, `Color`, through a
/// scoped import, so the compiler keeps views, frames and the renderer out of them.
@Suite("Chapter 9: the model takes only Color from the renderer's module")
struct ModelImportsTests {
  /// The model's files and the model's tests.
  nonisolated static let files = [
    "Sources/Chapter9/ColorExtractor.swift", "Sources/Chapter9/ColorScheme.swift",
    "Sources/Chapter9/ColorSchemeCache.swift", "Sources/Chapter9/DominantColors.swift",
    "Tests/Chapter9Tests/ColorExtractorTests.swift",
  ]

  @Test("Each of the model's files imports Color alone from WorkbookUI", arguments: files)
  func onlyColor(file: String) throws {
    let text = try String(
      contentsOf: ExerciseFile.packageRoot.appendingPathComponent(file), encoding: .utf8)
    let imports = text.split(separator: "\n").filter {
      $0.hasPrefix("import ") && $0.contains("WorkbookUI")
    }
    // Break it: import the whole module (`import WorkbookUI`) in a file of the model.
    #expect(imports == ["import struct WorkbookUI.Color"])
  }
}
