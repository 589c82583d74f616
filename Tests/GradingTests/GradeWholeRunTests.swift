import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A grade of every exercise, as a teacher's CI runs it: an exercise still holding its
/// marker line is counted not started without being built, the scores are written to both
/// files, and the run ends with 0 however the exercises did, as autograders expect.
///
/// The tiny workbook's package has no target, so an exercise that is built gets an error
/// verdict at once: a started exercise fails, quickly.
@Suite("Workbook CLI: grade scores every exercise and ends with 0 whatever the scores", .backstop)
struct GradeWholeRunTests {
  @Test("With one exercise failing and one not started, grade ends with status 0")
  func exitsZeroWhateverTheScores() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.start("1.1", "let a = 1")
    let run = try await book.runWorkbook("grade")
    #expect(run.output.contains("1.1       error"), "\(run.output)")
    // Break it: end with 1 unless every exercise passes, and a class's CI run fails for the
    // students' scores rather than for a broken grader.
    #expect(run.status == 0, "\(run.output)\n\(run.errors)")
  }

  @Test("grade writes autograding.json and results.json, each with every exercise")
  func writesBothFiles() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let run = try await book.runWorkbook("grade")
    #expect(run.status == 0, "\(run.errors)")
    for name in ["autograding.json", "results.json"] {
      // Break it: build results.json and never write it, and Exercism's file is missing.
      let text = try #require(book.read("grading-results/\(name)"), "no \(name): \(run.output)")
      #expect(text.contains("1.1 First thing") && text.contains("1.2 Second thing"), "\(name)")
    }
  }

  @Test("An exercise that holds its marker line is not started, and is not built")
  func markedIsNotStarted() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let run = try await book.runWorkbook("grade", "1.1")
    #expect(run.status == 0, "\(run.errors)")
    // Break it: skip marked exercises only with --ignore-markers, and 1.1 is built, and its
    // build's error is its verdict.
    #expect(run.output.contains("1.1       not started"), "\(run.output)")
    #expect(!run.output.contains("1.1       error"), "\(run.output)")
  }
}
