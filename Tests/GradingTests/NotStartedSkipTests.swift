import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance
@testable import WorkbookTesting

/// What `swift test` says of the exercises not started: each skipped grader's line says its
/// exercise is not started, and one note a run says how many are and how to start one.
@Suite("Grading: a grader not started says so, and one line counts those not started")
struct NotStartedSkipTests {
  @Test("The skip of a grader not started says \"Exercise 1.1 is not started\"")
  func skipSaysNotStarted() {
    let trait = ConditionTrait.started(
      ExerciseFile("1.1", "01-x/1.1-first/Model.swift", solutions: false))
    // Break it: word the skip "not started", and the line no longer names the exercise
    // that Exercises/README.md quotes.
    #expect(trait.comments.map(\.rawValue) == ["Exercise 1.1 is not started"])
  }

  @Test("The note counts the exercises that still hold their marker line, of them all")
  func noteCountsTheMarked() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 42")
    let exercises = book.workspace.url("Exercises")
    // Break it: count every exercise as not started, and this says 2 of 2.
    #expect(
      NotStartedNote.line(exercisesIn: exercises).hasPrefix("Exercises: 1 of 2 not started,"))
    try book.start("1.2", "let b = 7")
    #expect(
      NotStartedNote.line(exercisesIn: exercises).hasPrefix("Exercises: 0 of 2 not started,"))
  }
}
