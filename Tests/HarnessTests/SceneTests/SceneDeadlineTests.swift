import Foundation
import Testing
import Workbook

@testable import WorkbookTesting

/// A scene's deadline is a backstop for work that never settles, so it counts the scene's own
/// time only: while the scene's jobs wait for a thread that other work holds (a loaded machine,
/// ThreadSanitizer, a build beside the tests), its clock stands still.
@Suite("Scenes: the deadline counts the scene's own time")
struct SceneDeadlineTests {
  /// The instant `seconds` after `start`.
  static func at(_ seconds: Double, after start: ContinuousClock.Instant) -> ContinuousClock.Instant
  {
    start + .milliseconds(Int(seconds * 1000))
  }

  @Test("Time counts as waiting for a thread only while jobs are queued and none runs")
  func waitingIsQueuedWithNoneRunning() {
    let start = ContinuousClock.now
    var counts = JobLedger.Counts()
    counts.queued = 1
    counts.restate(at: Self.at(0, after: start))
    counts.queued = 0
    counts.running = 1
    counts.restate(at: Self.at(2, after: start))
    // Break it: start no count when a job is queued (`Counts.restate`), and this is 0 s.
    #expect(counts.waited(upTo: Self.at(2, after: start)) == .seconds(2))
    // A job queued by the one running is the scene's own work holding it back: not counted.
    counts.queued = 1
    counts.restate(at: Self.at(3, after: start))
    // Break it: count every moment a job is queued (`Counts.waits`), and this is 3 s.
    #expect(counts.waited(upTo: Self.at(5, after: start)) == .seconds(2))
    counts.running = 0
    counts.restate(at: Self.at(5, after: start))
    #expect(counts.waited(upTo: Self.at(6, after: start)) == .seconds(3))
    counts.queued = 0
    counts.restate(at: Self.at(6, after: start))
    // Break it: leave out the time counted so far (`Counts.waited`), and this is 0 s.
    #expect(counts.waited(upTo: Self.at(9, after: start)) == .seconds(3))
  }

  /// How long `scene` has waited for a thread, read twice with the clock moved on between.
  static func twoReadings(of scene: Int) -> (Duration, Duration) {
    let first = JobLedger.shared.waitedForAThread(in: scene)
    let now = ContinuousClock.now
    while ContinuousClock.now == now {}  // the clock moves on: some time has passed
    return (first, JobLedger.shared.waitedForAThread(in: scene))
  }

  @Test("A job of the scene held back from the main actor counts as waiting, until it runs")
  func heldFromTheMainActorIsCounted() async throws {
    let scene = Scene("a job held from the main actor")
    let id = scene.trace.id
    let hold = DispatchSemaphore(value: 0)
    let whileRunning = Locked<(Duration, Duration)?>(nil)
    DispatchQueue.main.async { hold.wait() }  // the main actor, held by no scene's work
    scene.start("main-actor job") { @MainActor in
      whileRunning.withLock { $0 = Self.twoReadings(of: id) }
    }
    let held = Self.twoReadings(of: id)
    // Break it: drop the count's update when a job is queued (`JobLedger.queued`), and the
    // scene never counts as waiting.
    #expect(held.1 > held.0)
    hold.signal()
    try await scene.until("the job has run") { whileRunning.current != nil }
    let running = try #require(whileRunning.current)
    // Break it: drop the count's update when a job starts (`JobLedger.started`), and the
    // scene still counts as waiting while its job runs.
    #expect(running.1 == running.0)
  }

  @Test("A wait whose scene only waited for a thread is not ended by its deadline")
  func heldPastTheDeadlineIsNotStuck() async throws {
    let scene = Scene("a scene held past its deadline")
    let id = scene.trace.id
    let ran = Locked(false)
    // The main actor is held until the wait's deadline has been looked at once: by then the
    // deadline has passed on the wall clock, all of it spent waiting for the main actor.
    DispatchQueue.main.async {
      // SLEEP-OK: polls a count until the deadline's first look; it orders nothing else.
      while SceneWatch.shared.deadlineLooks(in: id) == 0 { usleep(1000) }
    }
    scene.start("main-actor job") { @MainActor in ran.withLock { $0 = true } }
    var endedByTheDeadline = false
    do {
      try await scene.until("the job has run", deadline: .milliseconds(50)) { ran.current }
    } catch let stuck as SceneStuck where stuck.kind == .deadline {
      endedByTheDeadline = true
    }
    // Break it: count the wall clock in `SceneWatch.Waiter.sceneTime`, and the first look
    // ends the wait at its deadline.
    #expect(!endedByTheDeadline)
    #expect(ran.current && SceneWatch.shared.deadlineLooks(in: id) >= 1)
  }
}
