import Checkpoints
import Testing
import Workbook
import WorkbookTesting

/// Each scene gives one answer, run after run: the order it shows is the one its gates choose,
/// never the one a busy machine happens to produce.
@Suite("Checkpoints: every scene gives one answer", .backstop)
struct CheckpointsSceneTests {
  /// Runs `checkpoint`'s scene once, watched as a `Scene`: its run as soon as it ends, or
  /// `SceneStuck` at once when its work settles before it ends, naming what each task waits
  /// for.
  static func run(_ checkpoint: Checkpoint) async throws -> SceneRun {
    let scene = Scene("chapter \(checkpoint.chapter)'s checkpoint")
    let trace = scene.trace
    let run = scene.start("the checkpoint's scene") {
      try await checkpoint.run(recordingInto: trace)
    }
    return try await scene.ended("the checkpoint's scene", run)
  }

  @Test(
    "Each scene's trace gives the same answers in 100 runs",
    arguments: Checkpoint.all.map(\.chapter))
  func sameAnswersEveryRun(chapter: Int) async throws {
    let checkpoint = try #require(Checkpoint.chapter(chapter))
    var seen: [[Answer]: Int] = [:]
    for _ in 0..<100 {
      let run = try await Self.run(checkpoint)
      seen[run.answers, default: 0] += 1
    }
    #expect(
      seen.count == 1,
      "chapter \(chapter)'s scene gave \(seen.count) answers: \(seen.map { "\($0.key) ×\($0.value)" })"
    )
  }

  /// What each scene shows, as its chapter's page teaches it: the answers a run must give.
  /// The command never reads these; it reads the run's trace. They are here so that a scene
  /// that stops teaching its lesson fails, even if it still gives one answer every time.
  static let lessons: [Int: [String]] = [
    1: ["B C A", "A"],
    2: ["B C D A", "A"],
    3: ["D A B C", "A"],
    4: ["B", "A", "A"],
    5: ["A", "A", "C"],
    6: ["B", "C B A", "B"],
    7: ["A", "C", "B"],
    8: ["C A B", "B", "A"],
    9: ["B", "A", "C"],
  ]

  @Test("Each scene's run shows what its chapter teaches", arguments: Checkpoint.all.map(\.chapter))
  func sceneShowsItsLesson(chapter: Int) async throws {
    let checkpoint = try #require(Checkpoint.chapter(chapter))
    let run = try await Self.run(checkpoint)
    #expect(run.answers.map(\.description) == Self.lessons[chapter])
  }

  @Test("There is a checkpoint for every chapter, 1 to 9, each asking 2 to 4 questions")
  func everyChapterHasOne() {
    #expect(Checkpoint.all.map(\.chapter) == Array(1...9))
    for checkpoint in Checkpoint.all {
      #expect((2...4).contains(checkpoint.questions.count), "chapter \(checkpoint.chapter)")
    }
  }
}
