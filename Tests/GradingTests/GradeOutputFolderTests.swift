import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// A grade of some exercises leaves the workbook's grading-results as it was, unless
/// --output FOLDER asks for this grade's files there.
@Suite(
  "Workbook CLI: a grade of some exercises writes files only with --output", .backstop
)
struct GradeOutputFolderTests {
  @Test("grade 1.1 writes nothing; grade 1.1 --output FOLDER writes its two files there")
  func outputFolderForSome() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let results = book.workspace.url("grading-results")
    let without = try await book.runWorkbook("grade", "1.1")
    #expect(without.status == 0, "\(without.errors)")
    #expect(!FileManager.default.fileExists(atPath: results.path))

    let folder = book.workspace.url("out")
    let with = try await book.runWorkbook("grade", "1.1", "--output", folder.path)
    #expect(with.status == 0, "\(with.errors)")
    // Break it: write no files for a grade of some exercises, --output or not, and the
    // folder asked for stays empty.
    let classroom = try #require(
      try? String(
        contentsOf: folder.appendingPathComponent("autograding.json"), encoding: .utf8))
    #expect(classroom.contains("1.1 First thing") && !classroom.contains("1.2 Second thing"))
    let exercism = try #require(
      try? String(contentsOf: folder.appendingPathComponent("results.json"), encoding: .utf8))
    #expect(exercism.contains("1.1 First thing"))
    #expect(!FileManager.default.fileExists(atPath: results.path))
  }
}
