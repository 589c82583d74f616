import Foundation
import Testing
import WorkbookTesting

/// The tour given a photo that cannot be decoded: its last frame is shown for what it is, then
/// the error, and the run ends with status 1. Read from the output of a whole run.
@Suite("Chapter 9: a photo that cannot be decoded", .backstop)
struct BadPhotoRunTests {
  @Test("The last frame of a failed extraction is called so, not the scheme")
  func failedExtractionFrame() async throws {
    let folder = try TemporaryFolder()
    let bad = folder.file(named: "bad.ppm")
    try Data("P6\n4 4\n255\nxx".utf8).write(to: bad)
    let run = try await ProgramRun("chapter9", [bad.path])
    #expect(run.status == 1, "chapter9 exited \(run.status): \(run.errors)")
    #expect(run.errors.contains("truncated"), "\(run.errors)")
    let titles = run.output.split(separator: "\n").filter { $0.hasPrefix("frame ") }
    #expect(!titles.contains { $0.hasSuffix("· the scheme") }, "\(titles)")
    #expect(titles.last?.hasSuffix("· after the failed extraction") == true, "\(titles)")
  }
}
