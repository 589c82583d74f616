import Checkpoints
import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading

/// A scene taller than the terminal is shown a page at a time, then its setting again, so
/// that what happens is on screen when the first question is asked.
@Suite("Checkpoints: a scene longer than the screen is paged, its setting shown last")
struct CheckpointsPredictScreenTests {
  static func code(_ checkpoint: Checkpoint) throws -> String {
    try String(
      contentsOf: CheckpointsSourceTests.root.appendingPathComponent(checkpoint.source),
      encoding: .utf8)
  }

  @Test(
    "Every screen fits a 24-line terminal, and the setting is in view at the first question",
    arguments: Checkpoint.all.map(\.chapter))
  func screensFit(chapter: Int) throws {
    let checkpoint = try #require(Checkpoint.chapter(chapter))
    let screens = PredictCommand.screens(checkpoint, code: try Self.code(checkpoint), height: 24)
    let lines = screens.map { $0.split(separator: "\n", omittingEmptySubsequences: false).count }
    // Break it: page by the height itself, and a page and its prompt take 25 lines.
    for (index, count) in lines.dropLast().enumerated() {
      #expect(count + 1 <= 24, "checkpoint \(chapter), page \(index + 1): \(count) lines")
    }
    let last = try #require(screens.last)
    let question = PredictCommand.prompt(checkpoint.questions[0], number: 1)
    let shown = lines.last! + question.split(separator: "\n").count + 1
    // Break it: leave the setting's recap out, and scene 9's setting is pages above.
    #expect(shown <= 24, "checkpoint \(chapter): \(shown) lines up to the first answer")
    for line in checkpoint.setting {
      #expect(last.contains(line), "checkpoint \(chapter): the last screen lacks '\(line)'")
    }
  }

  @Test("Scene 9 is taller than 24 lines, so it is paged; a tall terminal shows it whole")
  func sceneNineIsPaged() throws {
    let nine = try #require(Checkpoint.chapter(9))
    let code = try Self.code(nine)
    #expect(PredictCommand.screens(nine, code: code, height: 24).count > 2)
    #expect(
      PredictCommand.screens(nine, code: code, height: 200) == [
        PredictCommand.scene(nine, code: code)
      ])
  }

  @Test("The pager waits for Return between screens, and says so when the input ends")
  func pagerWaits() throws {
    var input = [""][...]
    var output = ""
    try Pager.show(["one", "two"], read: { input.popFirst() }, write: { output += $0 })
    #expect(output == "one\n-- Return for more (1 of 2) --two\n")
    #expect(throws: CLIError.self) {
      try Pager.show(["one", "two", "three"], read: { input.popFirst() }, write: { _ in })
    }
  }
}
