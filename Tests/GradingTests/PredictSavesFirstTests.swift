import Checkpoints
import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// predict saves the learner's answers before the scene runs: a scene that cannot run (or a
/// run the learner stops) leaves them saved, and progress says they are answered, not run.
@Suite("Workbook CLI: predict saves the answers, then runs the scene")
struct PredictSavesFirstTests {
  private struct SceneFailed: Error {}

  @Test("When the scene starts the answers are saved, and a scene that fails leaves them so")
  func answersSavedBeforeTheScene() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let answered = "checkpoint 1: answered, not run yet (swift run workbook predict 1)"
    var seenAtTheScene: String?
    let predict = try #require(
      try CommandParser.parse(["predict", "1", "--answer", "B C A; B"]).command as? PredictCommand)
    #expect(throws: CLIError.self) {
      try SaySink.quiet {
        try predict.run(in: book.workspace, isTerminal: false) { _ in
          seenAtTheScene = LearnerState.load(book.workspace).checkpointLine(1)
          return .failure(SceneFailed())
        }
      }
    }
    // Break it: save the answers only once the run is marked, and the scene starts with
    // nothing saved, and a scene that fails loses them.
    #expect(seenAtTheScene == answered)
    #expect(LearnerState.load(book.workspace).checkpointLine(1) == answered)
  }
}
