import Foundation
import Testing
import WorkbookTesting

/// The challenge of 23:47 (Explore concurrency in SwiftUI): the model, tested without the UI.
/// The model's files and its tests import nothing of the renderer's module: its colours are
/// the kit's `RGBA`, which the views turn into the renderer's `Color` where they draw them.
@Suite("Chapter 9: the model imports nothing of the renderer")
struct ModelImportsTests {
  /// The model's files and the model's tests.
  nonisolated static let files = [
    "Sources/Chapter9/ColorExtractor.swift", "Sources/Chapter9/ColorScheme.swift",
    "Sources/Chapter9/ColorSchemeCache.swift", "Sources/Chapter9/DominantColors.swift",
    "Tests/Chapter9Tests/ColorExtractorTests.swift",
    "Tests/Chapter9Tests/ColorSchemeCacheTests.swift",
  ]

  @Test("No file of the model, nor of its tests, imports WorkbookUI", arguments: files)
  func noRendererImport(file: String) throws {
    let text = try String(
      contentsOf: ExerciseFile.packageRoot.appendingPathComponent(file), encoding: .utf8)
    let imports = text.split(separator: "\n").filter {
      $0.hasPrefix("import ") && $0.contains("WorkbookUI")
    }
    // Break it: give the model the renderer's colour again (`import struct WorkbookUI.Color`).
    #expect(imports.isEmpty, "\(file) imports \(imports)")
  }
}
