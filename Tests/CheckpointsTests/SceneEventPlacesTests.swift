import Checkpoints
import Testing
import Workbook
import WorkbookTesting

/// What a scene's setting says of its work, read from its run's trace: where an event ran,
/// and what the scene's gates held until when. The questions' answers alone may not show it.
@Suite("Checkpoints: the scenes do what their settings say", .backstop)
struct SceneEventPlacesTests {
  @Test("Scene 5's task decodes on the pool: the pool's copy of the request is read there")
  func scene5DecodesOnThePool() async throws {
    let checkpoint = try #require(Checkpoint.chapter(5))
    let run = try await CheckpointsSceneTests.run(checkpoint)
    let got = try #require(run.events.first { $0.label == "pool got 64×48" })
    // Break it: drop `@concurrent` from scene 5's `decodeImage`, and the main-actor model
    // decodes on the main actor; the size the task holds is still 64×48.
    #expect(got.domain == .pool)
  }

  @Test("Scene 9 holds the slow work until frame 2 is drawn: both tasks end after it shows")
  func scene9HoldsTheWorkUntilFrame2() async throws {
    let checkpoint = try #require(Checkpoint.chapter(9))
    let run = try await CheckpointsSceneTests.run(checkpoint)
    let labels = run.events.filter { $0.kind != .end }.map(\.label)
    let shown = try #require(labels.lastIndex { $0.hasPrefix("frame 2 shows") })
    let left = try #require(labels.firstIndex(of: "left done"))
    let right = try #require(labels.firstIndex(of: "right done"))
    // Break it: release the gate before drawing frame 2, and the left task, let through at
    // once, ends while frame 2 is being drawn.
    #expect(shown < left && shown < right, "\(labels)")
  }
}
