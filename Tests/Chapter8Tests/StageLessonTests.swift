import Foundation
import Testing
import WorkbookTesting

/// What a stage's run says before its work: the chapter's lesson, printed before the stage
/// starts, is the same for every stage, so it must not say the processing is on the pool when
/// the stage runs it on the main actor (9:03).
@Suite("Chapter 8: what a stage's run says of itself", .backstop)
struct StageLessonTests {
  @Test("The main-actor stage's run says its processing is on the main actor, not on the pool")
  func mainActorStageSaysMainActor() async throws {
    let files = try PhotoFiles()
    let run = try await ProgramRun(
      "chapter8", ["--stage", "main-actor", "--"] + files.urls.map(\.path))
    #expect(run.status == 0, "chapter8 exited \(run.status): \(run.errors)")
    let stageLine = "Stage main-actor (9:03): each photo processed on the main actor"
    #expect(run.output.contains(stageLine), "\(run.output)")
    // What the run prints before that line, as one line of words.
    let before = String(run.output.split(separator: stageLine).first ?? "")
      .split(whereSeparator: \.isWhitespace).joined(separator: " ")
    // Break it: give chapter8 the lesson "PhotoProcessor works on the pool" again, which every
    // stage prints, this one included.
    #expect(!before.contains("PhotoProcessor works on the pool"), "\(before)")
    #expect(before.contains("PhotoProcessor works: on the main actor (9:03)"), "\(before)")
  }
}
