import Foundation
import Testing
import WorkbookTesting

/// With no `--stage`, chapter 8 runs the talk's last stage, task-group, the one with the grid.
@Suite("Chapter 8: the stage run by default", .backstop)
struct DefaultStageTests {
  @Test("swift run chapter8 with no --stage runs the task-group stage and opens the grid")
  func taskGroupByDefault() async throws {
    let files = try PhotoFiles()
    // A fourth photo, beyond the carousel's two and the one scrolled to: the grid's.
    let fourth = try files.folder.write(Data(contentsOf: files.urls[0]), named: "fourth.ppm")
    let run = try await ProgramRun("chapter8", ["--"] + (files.urls + [fourth]).map(\.path))
    #expect(run.status == 0, "chapter8 exited \(run.status): \(run.errors)")
    // Break it: fall back on the async-let stage, and the run has no grid.
    #expect(run.output.contains("Stage task-group (27:56): "), "\(run.output)")
    let key = run.keyLabels
    #expect(key.contains("open the sticker grid for fourth.ppm"), "\(key)")
  }
}
