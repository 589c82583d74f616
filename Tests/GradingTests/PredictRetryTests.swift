import Checkpoints
import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A checkpoint tried again keeps the first try's score: a prediction made before seeing the
/// scene run is the one a teacher reads, and the retry's score is shown beside it, never in
/// its place.
@Suite("Workbook CLI: a checkpoint tried again keeps the first score")
struct PredictRetryTests {
  @Test("After a retry, progress shows the first try's score and the retry's beside it")
  func retryKeepsTheFirstScore() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    // Chapter 3's scene answers "D A B C" and "A"; the scene is stood in for by its answers.
    let run = SceneRun(events: [], answers: [Answer([3, 0, 1, 2]), Answer([0])])
    func predict(_ answers: String) throws {
      let command = try #require(
        try CommandParser.parse(["predict", "3", "--answer", answers]).command as? PredictCommand)
      _ = try SaySink.quiet {
        try command.run(in: book.workspace, isTerminal: false) { _ in .success(run) }
      }
    }
    try predict("A B C D; A")
    #expect(LearnerState.load(book.workspace).checkpointLine(3) == "checkpoint 3: predicted 1 of 2")
    try predict("D A B C; A")
    // Break it: let remember() replace the record whole, first try included, and the retry's
    // 2 of 2 takes the place of the 1 of 2 predicted before the learner saw the run.
    #expect(
      LearnerState.load(book.workspace).checkpointLine(3)
        == "checkpoint 3: predicted 1 of 2 (first try); 2 of 2 on try 2")
    try predict("A B C D; B")
    let state = LearnerState.load(book.workspace)
    #expect(
      state.checkpointLine(3) == "checkpoint 3: predicted 1 of 2 (first try); 0 of 2 on try 3")
    #expect(
      state.checkpoint(3)?.first == LearnerState.Attempt(answers: ["A B C D", "A"], right: 1))
  }

  @Test("A retry answered but not run yet still shows the first score; an old state reads")
  func retryNotRunYet() throws {
    var state = LearnerState()
    state.remember(["B C A", "A"], right: 2, checkpoint: 1)
    state.remember(["A B C", "B"], right: nil, checkpoint: 1)
    #expect(
      state.checkpointLine(1)
        == "checkpoint 1: predicted 2 of 2 (first try); try 2 answered, not run yet")
    // A state saved before first tries were kept: its one record is its own first try.
    let old =
      #"{"hintsShown": {}, "verdicts": {}, "checkpoints": {"1": {"answers": ["B C A", "B"], "right": 1}}}"#
    var before = try JSONDecoder().decode(LearnerState.self, from: Data(old.utf8))
    #expect(before.checkpointLine(1) == "checkpoint 1: predicted 1 of 2")
    before.remember(["B C A", "A"], right: 2, checkpoint: 1)
    #expect(
      before.checkpointLine(1) == "checkpoint 1: predicted 1 of 2 (first try); 2 of 2 on try 2")
  }
}
