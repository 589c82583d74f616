import Foundation
import Testing
import WorkbookTesting

/// Every program of the workbook ends by one rule (`ExitStatus`): 0 when it did its work, 1
/// when the command line was right but the work failed, 2 when the command line is wrong, and
/// one line on standard error that names the program says why. The numbers are the claim, so
/// they are written out here.
@Suite("Tools: every program ends by one exit-status rule", .backstop)
struct ExitStatusTests {
  static let programs =
    (1...9).map { "chapter\($0)" } + ["workbook", "workbench", "imagefuzz"]

  @Test(
    "A wrong command line: status 2, one line naming the program, nothing done", arguments: programs
  )
  func usage(program: String) async throws {
    let run = try await ProgramRun(program, ["--no-such-option"])
    #expect(run.status == 2, "\(program): \(run.errors)")
    #expect(run.errors.hasPrefix("\(program): "), "\(run.errors)")
    #expect(run.output.isEmpty, "\(program) did something: \(run.output)")
  }

  @Test("Asking for help: status 0", arguments: programs)
  func help(program: String) async throws {
    let run = try await ProgramRun(program, ["--help"])
    #expect(run.status == 0, "\(program): \(run.errors)")
    #expect(!run.output.isEmpty)
  }

  @Test(
    "Work that fails on a right command line: status 1, and why",
    arguments: [
      ("chapter1", [String]()), ("workbench", ["--stickers-only", "--runs", "1"]),
      ("imagefuzz", ["bench"]),
    ])
  func failure(program: String, options: [String]) async throws {
    let folder = try TemporaryFolder()
    let file = try folder.write(Data("not a picture\n".utf8), named: "notes.png")
    let run = try await ProgramRun(program, options + [file.path])
    #expect(run.status == 1, "\(program): \(run.output)\(run.errors)")
    #expect((run.output + run.errors).contains("notes.png: not an image"))
  }
}
