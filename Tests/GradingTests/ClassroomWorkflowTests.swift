import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// The Classroom workflow (`.github/workflows/classroom.yml`) runs `grade` in a step and hands
/// that step's output to GitHub Classroom's reporter. CI lints the file with actionlint, which
/// cannot know what `grade` writes: this checks that the output the reporter reads is the one
/// `grade` writes, under the name the reporter looks for (`<RUNNER>_RESULTS`).
@Suite("Classroom workflow: the reporter reads the output grade writes", .backstop)
struct ClassroomWorkflowTests {
  static let path = ".github/workflows/classroom.yml"

  @Test("The reporter's results variable names the grade step's output that grade writes")
  func reporterReadsGradesOutput() async throws {
    let workflow = try String(
      contentsOf: ExerciseFile.packageRoot.appendingPathComponent(Self.path), encoding: .utf8)
    let lines = workflow.split(separator: "\n").map {
      $0.trimmingCharacters(in: .whitespaces)
    }
    // The step that grades: its id, then its run line.
    let gradeRun = try #require(lines.firstIndex { $0 == "run: swift run workbook grade" })
    let id = try #require(
      lines[..<gradeRun].last { $0.hasPrefix("id: ") }.map { String($0.dropFirst(4)) })
    let runner = try #require(
      lines.first { $0.hasPrefix("runners: ") }.map { String($0.dropFirst(9)) })
    // Break it: rename the env variable or the output, and the reporter finds no results.
    let handed = try #require(
      lines.first { $0.hasPrefix("\(runner.uppercased())_RESULTS: ") },
      "no \(runner.uppercased())_RESULTS for the reporter's runner \(runner)")
    let output = try #require(
      handed.firstMatch(of: /\$\{\{ steps\.([A-Za-z0-9_-]+)\.outputs\.([A-Za-z0-9_-]+) \}\}/))
    #expect(String(output.1) == id, "the reporter reads step \(output.1), grade runs in \(id)")

    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let stepOutput = book.workspace.url("step-output")
    try Data().write(to: stepOutput)
    let run = try await book.runWorkbook("grade", environment: ["GITHUB_OUTPUT": stepOutput.path])
    #expect(run.status == 0, "\(run.errors)")
    let written = try String(contentsOf: stepOutput, encoding: .utf8)
    #expect(
      written.split(separator: "\n").contains { $0.hasPrefix("\(output.2)=") },
      "grade wrote no \(output.2)= line: \(written)")
  }
}
