import Checkpoints
import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading

/// The predict command's words: its operand, --answer, the questions asked again after a
/// wrong letter, and the errors it gives without a terminal.
@Suite("Checkpoints: the predict command", .backstop)
struct CheckpointsPredictCommandTests {
  let three = Checkpoint.chapter(3)!

  /// The usage error of a command line, if it is one.
  func usageError(_ words: [String]) -> CLIError? {
    do {
      _ = try CommandParser.parse(words)
      return nil
    } catch {
      return error.kind == .usage ? error : nil
    }
  }

  @Test("predict CHAPTER --answer reads one answer per question, separated by semicolons")
  func answersOnTheCommandLine() throws {
    let invocation = try CommandParser.parse(["predict", "3", "--answer", "dabc; a"])
    let expected = [Answer([3, 0, 1, 2]), Answer([0])]
    #expect(invocation.command as? PredictCommand == PredictCommand(chapter: 3, answers: expected))
    #expect(
      try CommandParser.parse(["predict", "9"]).command as? PredictCommand
        == PredictCommand(chapter: 9, answers: nil))
  }

  @Test("A missing or unknown chapter, or answers that do not fit, are usage errors (exit 2)")
  func badCommandLines() {
    #expect(usageError(["predict"])?.description.contains("chapter's number, 1 to 9") == true)
    #expect(usageError(["predict", "10"]) != nil)
    #expect(usageError(["predict", "three"]) != nil)
    let tooFew = usageError(["predict", "3", "--answer", "D A B C"])
    // Break it: write "\(parts.count) answers", and one answer reads "1 answers".
    #expect(tooFew?.description.contains("asks 2 questions, and --answer gives 1 answer;") == true)
    let wrongLetter = usageError(["predict", "3", "--answer", "D A B E; A"])
    #expect(wrongLetter?.description.contains("question 1: 'E' is not a choice") == true)
    #expect(wrongLetter?.exitStatus == 2)
  }

  @Test("Without a terminal and without --answer, predict stops with a usage error")
  func noTerminalNoAnswers() throws {
    let workspace = Workspace(root: URL(fileURLWithPath: "/nonexistent"))
    #expect(throws: CLIError.usage(PredictCommand.noTerminal(three))) {
      try PredictCommand(chapter: 3, answers: nil).run(in: workspace, isTerminal: false)
    }
    #expect(PredictCommand.noTerminal(three).hasSuffix("--answer \"? ? ? ?; ?\""))
  }

  @Test("In a terminal, a wrong letter says why and asks again; the end of input stops")
  func askAgain() throws {
    var input = ["E", "D A B", "D A B C", "b"][...]
    var output = ""
    let answers = try PredictCommand.ask(
      three, read: { input.popFirst() }, write: { output += $0 })
    #expect(answers == [Answer([3, 0, 1, 2]), Answer([1])])
    #expect(output.contains("'E' is not a choice here"))
    #expect(output.contains("give every letter A–D once"))
    var nothing = [String]()[...]
    #expect(throws: CLIError.failure("the input ended before question 1 was answered")) {
      try PredictCommand.ask(three, read: { nothing.popFirst() }, write: { _ in })
    }
  }

  @Test("Each prediction is marked against the run's answer, and the right ones are counted")
  func marking() {
    let run = SceneRun(events: [], answers: [Answer([3, 0, 1, 2]), Answer([0])])
    let (text, right) = PredictCommand.report(
      three, predicted: [Answer([3, 1, 0, 2]), Answer([0])], run: run, colour: false)
    #expect(right == 1)
    #expect(text.contains("✗ 1. In which order"))
    #expect(text.contains("✓ 2. Where does refresh due run?"))
    #expect(text.contains("See Chapters/03-interleaving.md#which-response-comes-first"))
  }

  @Test("progress shows each checkpoint's last result, and a state from before still reads")
  func progressLine() throws {
    let old = #"{"hintsShown": {"1.1": 2}, "verdicts": {}}"#
    var state = try JSONDecoder().decode(LearnerState.self, from: Data(old.utf8))
    #expect(state.hintsShown["1.1"] == 2)
    #expect(state.checkpointLine(3) == "checkpoint 3: not tried (swift run workbook predict 3)")
    state.remember(["D A B C", "B"], right: nil, checkpoint: 3)
    #expect(state.checkpointLine(3).hasPrefix("checkpoint 3: answered, not run yet"))
    state.remember(["D A B C", "B"], right: 1, checkpoint: 3)
    #expect(state.checkpointLine(3) == "checkpoint 3: predicted 1 of 2")
  }
}
