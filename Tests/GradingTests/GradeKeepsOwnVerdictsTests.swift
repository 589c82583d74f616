import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The learner's state keeps the student's own verdicts: a grade with --ignore-markers grades
/// files the student has not started, and one with --solutions the reference solutions,
/// neither of which is theirs to remember.
@Suite(
  "Workbook CLI: a grade with --ignore-markers or --solutions is not remembered as the student's",
  .backstop)
struct GradeKeepsOwnVerdictsTests {
  @Test("grade --ignore-markers leaves the saved verdicts as the student's own grade left them")
  func ignoreMarkersNotRemembered() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.2", "let b = 2")
    try book.saveVerdicts(["1.2": .failed])
    // The tiny workbook's package has no target: its build stops at once, and every exercise
    // graded gets an error verdict, which must not reach the state.
    let run = try await book.runWorkbook("grade", "1.1", "1.2", "--ignore-markers")
    #expect(run.output.contains("1.1       error"), "\(run.output)")
    let state = LearnerState.load(book.workspace)
    // Break it: remember the verdicts of a grade with --ignore-markers, and 1.1 gets one and
    // 1.2's own failure is replaced.
    #expect(state.verdicts["1.1"] == nil)
    #expect(state.verdicts["1.2"]?.verdict == Verdict(status: .failed, message: "graded failed"))
  }

  @Test("grade --solutions leaves the saved verdicts as the student's own grade left them")
  func solutionsNotRemembered() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 2")
    try book.saveVerdicts(["1.1": .failed])
    // As above, the reference solution's grade is an error: the package has no target.
    let run = try await book.runWorkbook("grade", "1.1", "--solutions")
    #expect(run.output.contains("1.1       error"), "\(run.output)")
    // Break it: remember the verdicts of a grade with --solutions, and the student's own
    // failure of 1.1 is replaced by the reference solution's verdict.
    let state = LearnerState.load(book.workspace)
    #expect(state.verdicts["1.1"]?.verdict == Verdict(status: .failed, message: "graded failed"))
  }
}
