import Checkpoints
import Testing
import Workbook

/// Each scene gives one answer, run after run: the order it shows is the one its gates choose,
/// never the one a busy machine happens to produce.
@Suite("Checkpoints: every scene gives one answer", .timeLimit(.minutes(1)))
struct CheckpointsSceneTests {
  @Test(
    "Each scene's trace gives the same answers in 100 runs",
    arguments: Checkpoint.all.map(\.chapter))
  func sameAnswersEveryRun(chapter: Int) async throws {
    let checkpoint = try #require(Checkpoint.chapter(chapter))
    var seen: [[Answer]: Int] = [:]
    for _ in 0..<100 {
      let run = try await checkpoint.run()
      seen[run.answers, default: 0] += 1
    }
    // Break it: let scene 8 release its photos in a shuffled order; several answers appear.
    #expect(
      seen.count == 1,
      "chapter \(chapter)'s scene gave \(seen.count) answers: \(seen.map { "\($0.key) ×\($0.value)" })"
    )
  }
}
