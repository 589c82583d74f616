import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// What a student meets: hints that can be read again, a pass that points to the reference
/// solution before moving on, a solution shown only once the exercise passes.
@Suite("Workbook CLI: hints, solutions and what watch says after a pass")
struct LearnerCommandTests {
  let exercise = Exercise(
    id: "1.1", title: "First thing", chapterFolder: "01-x", file: "1.1-first/Model.swift",
    points: 10, taughtIn: "Chapters/01-x.md#x",
    hints: [
      .init(title: "Hint 1: a nudge", text: "Nudge."),
      .init(title: "Hint 2: the concept", text: "Concept."),
      .init(title: "Hint 3: nearly the answer", text: "Answer."),
    ], starterFails: nil)

  @Test("hint shows the next tier each time, and stops at the last")
  func nextTier() throws {
    let first = try HintCommand.page(exercise, .next, shown: 0)
    #expect(first.shown == 1)
    #expect(first.text.contains("Hint 1 of 3: a nudge\n\nNudge."))
    #expect(!first.text.contains("Concept."))
    let last = try HintCommand.page(exercise, .next, shown: 3)
    #expect(last.shown == 3)
    #expect(last.text.contains("Answer.") && last.text.contains("That was the last hint"))
  }

  @Test("hint --all reads again every tier seen so far, without showing a new one")
  func seenAgain() throws {
    let page = try HintCommand.page(exercise, .seen, shown: 2)
    // Break it: make .seen show 1...count and the third tier leaks out.
    #expect(page.shown == 2)
    #expect(page.text.contains("Nudge.") && page.text.contains("Concept."))
    #expect(!page.text.contains("Answer."))
  }

  @Test("hint N TIER shows that tier; an earlier one does not lower the count")
  func oneTier() throws {
    let earlier = try HintCommand.page(exercise, .tier(1), shown: 2)
    #expect(earlier.shown == 2)
    #expect(earlier.text.contains("Nudge.") && !earlier.text.contains("Concept."))
    let later = try HintCommand.page(exercise, .tier(3), shown: 1)
    #expect(later.shown == 3)
    #expect(throws: CLIError.self) { try HintCommand.page(exercise, .tier(4), shown: 0) }
  }

  @Test("After a pass, watch points to the reference solution, then says how to go on")
  func afterPass() {
    let next = Exercise(
      id: "1.2", title: "Second thing", chapterFolder: "01-x", file: "1.2-second/Model.swift",
      points: 5, taughtIn: "Chapters/01-x.md#x", hints: [], starterFails: nil)
    let waiting = WatchCommand.afterPass(exercise, next: next, interactive: true)
    #expect(waiting.contains("swift run workbook solution 1.1"))
    #expect(waiting.contains("Solutions/01-x/1.1-first/Model.swift"))
    #expect(waiting.contains("Press Enter for the next exercise, 1.2 Second thing"))
    let piped = WatchCommand.afterPass(exercise, next: next, interactive: false)
    #expect(piped.hasSuffix("Next: swift run workbook watch 1.2"))
    let done = WatchCommand.afterPass(exercise, next: nil, interactive: true)
    #expect(done.hasSuffix("Every exercise passes. Well done!"))
  }

  @Test("solution shows the reference solution only once the exercise passes")
  func solutionOnlyAfterAPass() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let shown = try SolutionCommand.text(
      exercise, verdict: Verdict(status: .passed), in: book.workspace)
    #expect(shown.contains("let a = 42"))
    // Break it: drop the `guard verdict.passed` in SolutionCommand.text and this shows it.
    for status in [Verdict.Status.failed, .notStarted, .compileError] {
      #expect(throws: CLIError.self) {
        try SolutionCommand.text(exercise, verdict: Verdict(status: status), in: book.workspace)
      }
    }
  }

  @Test("An exercise is found by number or folder name; an unknown one is a usage error")
  func findsExercises() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let learner = try Learner(book.workspace)
    #expect(try learner.exercise(named: "1.2").id == "1.2")
    #expect(try learner.exercise(named: "second").id == "1.2")
    #expect(throws: CLIError.usage("no exercise '9.9'; the exercises are 1.1, 1.2")) {
      try learner.exercise(named: "9.9")
    }
  }
}
