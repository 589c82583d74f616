import Checkpoints
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// predict asks each question until its answer reads: a wrong letter is asked again, never
/// taken as no answer.
@Suite("Workbook CLI: predict asks a question again after a wrong letter")
struct PredictAskAgainTests {
  @Test("A wrong answer to either question is asked again, and both questions get an answer")
  func wrongAnswerIsAskedAgain() throws {
    let one = try #require(Checkpoint.chapter(1))
    #expect(one.questions.count == 2)
    // "B C" leaves a letter out of the order; "B C A" is three letters for a one-letter question.
    var input = ["B C", "B C A", "B C A", "a"][...]
    var output = ""
    let answers = try PredictCommand.ask(
      one, read: { input.popFirst() }, write: { output += $0 })
    // Break it: `break` out of the loop after "try again", and each question with a wrong
    // answer is left without one.
    #expect(answers.map(\.description) == ["B C A", "A"])
    #expect(input.isEmpty)
    #expect(output.components(separatedBy: "your answer: ").count - 1 == 4)
    #expect(output.components(separatedBy: "; try again.").count - 1 == 2)
  }
}
