import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookTools

/// Every program writes the files it is asked for one way (`OutputFile`), and a file that
/// cannot be written fails the run, with the file and the system's reason.
@Suite("Output files: one way to write them, and a failure that says why", .tags(.display))
struct OutputFileTests {
  @Test("A file that cannot be written is named, with the system's reason")
  func failureNamesTheFileAndWhy() throws {
    let folder = try TemporaryFolder()
    let inTheWay = folder.file(named: "last.png")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
    #expect(throws: OutputFile.Failure(path: inTheWay.path, reason: "Is a directory")) {
      try OutputFile.write(to: inTheWay) { Data("png".utf8) }
    }
    let written = folder.url.appendingPathComponent("results/grade.json")
    try OutputFile.write(to: written, makingFolders: true) { Data("{}".utf8) }
    #expect(try Data(contentsOf: written) == Data("{}".utf8))
  }

  @Test("Chapter 9 fails its run when the last frame's PNG cannot be written")
  func chapterFailsWhenItsFileIsNotWritten() async throws {
    let folder = try TemporaryFolder()
    let inTheWay = folder.file(named: "last.png")
    try FileManager.default.createDirectory(at: inTheWay, withIntermediateDirectories: false)
    let run = try await ProgramRun(
      "chapter9", ["--force", "--png", inTheWay.path, "workbook://samples/small.ppm"])
    #expect(run.status == 1, "\(run.errors)")
    #expect(
      run.errors.contains("chapter9: cannot write \(inTheWay.path): Is a directory"),
      "\(run.errors)")
  }
}
