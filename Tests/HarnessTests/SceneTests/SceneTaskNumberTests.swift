import Dispatch
import Testing
import Workbook

@testable import WorkbookTesting

/// The job ledger knows a task by the number the runtime gave it (`TaskIdentity`), never by
/// its memory: an ended task's memory is given to new tasks, and a new task made by code of no
/// scene would otherwise be counted as the ended task's scene's, so that a scene's "nothing
/// queued on the main actor" would depend on what the rest of the process did.
@Suite("Scenes: a task is known by its number, not by its memory", .backstop)
struct SceneTaskNumberTests {
  @Test("Tasks made by code of no scene, after a scene's tasks have ended, are not the scene's")
  func laterTasksAreNotTheScenes() async throws {
    let scene = Scene("tasks that end one after another")
    // Tasks of the scene, made on the main thread one after another, each once the last has
    // ended there: their memory is freed on the thread that makes the next.
    // CANCEL-OK: the chain always ends, each task in it being empty.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Self.makeTasks(50, in: scene) { done.resume() }
    }
    let before = scene.jobsOnTheMainActor
    #expect(before >= 50)
    // The same tasks made the same way by code of no task and no scene: given the memory of
    // the scene's ended tasks.
    // CANCEL-OK: the chain always ends, each task in it being empty.
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Self.makeTasks(50, in: nil) { done.resume() }
    }
    // Break it: key JobLedger's owners by the job's address instead of the task's number.
    #expect(scene.jobsOnTheMainActor == before)
  }

  /// Makes `count` tasks on the main queue, one after another: each, once it has run, asks
  /// the main queue to make the next, and `then` is called after the last. A task made in
  /// `scene` is the scene's.
  static func makeTasks(
    _ count: Int, in scene: Scene?, then: @escaping @Sendable () -> Void
  ) {
    guard count > 0 else { return then() }
    DispatchQueue.main.async {
      let next: @Sendable () -> Void = { makeTasks(count - 1, in: scene, then: then) }
      if let scene {
        scene.enter { _ = Task { @MainActor in next() } }
      } else {
        _ = Task { @MainActor in next() }
      }
    }
  }
}
