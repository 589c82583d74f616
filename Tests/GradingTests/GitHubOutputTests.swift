import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// In a GitHub Actions step, grade hands the step its classroom results as the `result`
/// output, base64-encoded, as GitHub Classroom's own graders do: the file GITHUB_OUTPUT
/// names gets a `result=` line whose value decodes to the same JSON as autograding.json.
@Suite("Workbook CLI: in a GitHub Actions step, grade's result output is base64", .backstop)
struct GitHubOutputTests {
  @Test("The result= line of GITHUB_OUTPUT decodes to the JSON of autograding.json")
  func resultIsBase64OfTheClassroomJSON() async throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let output = book.workspace.url("step-output")
    try Data().write(to: output)
    let run = try await book.runWorkbook("grade", environment: ["GITHUB_OUTPUT": output.path])
    #expect(run.status == 0, "\(run.errors)")
    let lines = try String(contentsOf: output, encoding: .utf8).split(separator: "\n")
    let result = try #require(lines.first { $0.hasPrefix("result=") }, "\(lines)")
    // Break it: write the JSON as it is, and the line is no base64 (nor one line of output).
    let json = try #require(
      Data(base64Encoded: String(result.dropFirst("result=".count))), "not base64: \(result)")
    let file = try #require(book.read("grading-results/autograding.json"))
    let sent = try JSONSerialization.jsonObject(with: json) as? NSDictionary
    let written = try JSONSerialization.jsonObject(with: Data(file.utf8)) as? NSDictionary
    #expect(sent != nil && sent == written)
  }
}
