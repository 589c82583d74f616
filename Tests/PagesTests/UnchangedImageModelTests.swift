import Foundation
import Testing

/// Chapter 3's page sends the reader to `diff` its image model against chapter 2's and
/// promises an empty diff: chapter 3 adds a second task beside the tap's, and changes nothing
/// in the tap itself. A cache check moved, or a comment reworded, would make the page wrong.
@Suite("Pages: chapter 3's image model is chapter 2's")
struct UnchangedImageModelTests {
  @Test("Sources/Chapter3/ImageModel.swift is byte for byte Sources/Chapter2/ImageModel.swift")
  func chapter3ImageModelIsChapter2s() throws {
    let chapter2 = try Data(contentsOf: Self.imageModel(of: 2))
    let chapter3 = try Data(contentsOf: Self.imageModel(of: 3))
    // Break it: change any line of Sources/Chapter3/ImageModel.swift, even a comment.
    #expect(chapter3 == chapter2, "`diff` against chapter 2's image model shows a change")
  }

  private static func imageModel(of chapter: Int) -> URL {
    Repository.root.appendingPathComponent("Sources/Chapter\(chapter)/ImageModel.swift")
  }
}
