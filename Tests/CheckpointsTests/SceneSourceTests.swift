import Checkpoints
import Foundation
import Testing
import WorkbookTesting

/// What the learner reads beside each scene is true: the code shown is the code that runs,
/// and every section a reason cites is a heading of its chapter's page.
@Suite("Checkpoints: the code shown and the sections cited")
struct CheckpointsSourceTests {
  static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  static func anchors(of page: String) throws -> Set<String> {
    HeadingAnchor.all(
      in: try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8))
  }

  @Test("Every section a reason cites is a heading of the chapter's own page")
  func sectionsExist() throws {
    for checkpoint in Checkpoint.all {
      let anchors = try Self.anchors(of: checkpoint.page)
      for question in checkpoint.questions {
        let parts = question.section.split(separator: "#", maxSplits: 1).map(String.init)
        #expect(parts.first == checkpoint.page, "\(question.section)")
        #expect(anchors.contains(parts.last ?? ""), "\(question.section) is not a heading")
      }
    }
  }

  @Test("Each scene's file shows the code that plays it")
  func codeShownIsTheScene() throws {
    for checkpoint in Checkpoint.all {
      let text = try String(
        contentsOf: Self.root.appendingPathComponent(checkpoint.source), encoding: .utf8)
      let shown = Checkpoint.excerpt(of: text)
      #expect(shown.contains("func play()"), "\(checkpoint.source)")
      #expect(!shown.contains("Checkpoint("), "\(checkpoint.source) shows its questions")
    }
  }

  @Test("The excerpt keeps every marked block, without their common indentation")
  func excerpt() {
    let text = """
      enum Scene {
        // show:begin
        func a() {
          b()
        }
        // show:end
        func hidden() {}
        // show:begin
        let c = 1
        // show:end
      }
      """
    #expect(Checkpoint.excerpt(of: text) == "func a() {\n  b()\n}\n\nlet c = 1")
  }
}
