import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// predict marks each prediction against the run and keeps the score: progress then says how
/// the learner did at the chapter's checkpoint.
@Suite("Workbook CLI: predict keeps its score, and progress shows it", .backstop)
struct PredictScoreTests {
  @Test("After predict runs the scene, the state and progress say how many predictions were right")
  func scoreIsKept() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    // Chapter 1's scene gives "B C A" and "A" (CheckpointsTests' lessons): one of two right.
    let predict = try await book.runWorkbook("predict", "1", "--answer", "B C A; B")
    #expect(predict.status == 0, "\(predict.errors)")
    #expect(predict.output.contains("You predicted 1 of 2."))
    // Break it: save the answers after the run with `right: nil`, as before it, and the
    // state still says the scene has not run.
    #expect(
      LearnerState.load(book.workspace).checkpointLine(1) == "checkpoint 1: predicted 1 of 2")
    let progress = try await book.runWorkbook("progress")
    #expect(progress.status == 0, "\(progress.errors)")
    #expect(progress.output.contains("◇ checkpoint 1: predicted 1 of 2"))
  }
}
