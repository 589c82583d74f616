import Foundation
import Testing
import Workbook
import WorkbookTools

@testable import WorkbookTesting

/// A grader whose exercise never returns cannot hang `swift test`: the watchdog ends the run
/// and names the exercise. Proved with a real endless loop, in an exit test, so that ending
/// the run ends only the exit test's own process.
@Suite("Grading: an endless loop in an exercise ends the run, and names the exercise")
struct GraderWatchdogTests {
  @Test("A test stuck in a loop that never suspends ends its process within the limit, named")
  func endlessLoopEndsTheRun() async throws {
    // Break it: never start the watchdog's thread (`startIfNeeded` in `watch`), and only the
    // backstop ends the loop, with a status of its own.
    let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent])
    {
      await EndlessLoop.runWatched(limit: .seconds(2))
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    // What the child said is shown with the watchdog's opening words left out, and each
    // check is of a Bool, not of the text: quoted in a failed check, those words would make
    // it read as a run stopped by a clock.
    let said = errors.replacingOccurrences(of: HowATestEnded.watchdog, with: "(the watchdog)")
    let namesTheExercise = errors.contains("Exercise grading stopped: exercise 9.9's")
    let namesTheTest = errors.contains(#"test "spins on the main actor forever""#)
    let saysWhere = errors.contains("has run on the main actor for")
    let saysHowToGoOn = errors.contains("swift run workbook watch 9.9")
    #expect(namesTheExercise, "\(said)")
    #expect(namesTheTest, "\(said)")
    // Break it: leave the running jobs out of GraderWatchdog.diagnosis, and the watchdog
    // cannot say where the loop is.
    #expect(saysWhere, "\(said)")
    #expect(saysHowToGoOn, "\(said)")
  }

  @Test("A call that computes without returning ends its run by what it computed, not a limit")
  func endlessComputingEndsTheRun() async throws {
    // Break it: have GraderWatchdog.endlessJob find nothing, and only the backstop ends the
    // loop, with a status of its own.
    let result = await #expect(processExitsWith: .exitCode(1), observing: [\.standardErrorContent])
    {
      await EndlessLoop.runWatched(limit: .seconds(60))
    }
    let errors = String(decoding: result?.standardErrorContent ?? [], as: UTF8.self)
    #expect(
      errors.contains("Exercise grading found a loop that never suspends: exercise 9.9's"),
      "\(errors)")
    #expect(errors.contains("of processor time on the main actor without returning"), "\(errors)")
  }

  @Test("Time spent waiting for the compiler or running it is not counted against a test")
  func compilerTimeIsExcused() {
    let start = ContinuousClock().now
    var watched = GraderWatchdog.Watched(exercise: demoExercise, test: "t", start: start)
    #expect(watched.counted(at: start + .seconds(40)) == .seconds(40))
    watched.excused = .seconds(30)
    #expect(watched.counted(at: start + .seconds(40)) == .seconds(10))
    watched.excusedSince = start + .seconds(35)
    #expect(watched.counted(at: start + .seconds(40)) == .seconds(5))
  }

  // Break it: count every look as held back (drop `!mine` in `Watched.look`), and a test
  // whose own work runs is never counted: a loop that awaits for ever outlives the limit.
  @Test("Time a test's work waits while only other tests' work runs is not counted against it")
  func heldBackByOthersIsExcused() {
    let start = ContinuousClock().now
    let run = GraderRun()
    let trace = Trace()
    run.add(trace)
    var watched = GraderWatchdog.Watched(exercise: demoExercise, test: "t", start: start, run: run)
    func job(of scene: Int?) -> JobLedger.Running {
      JobLedger.Running(
        scene: scene, onMainActor: true, since: start, clock: nil, usedAtStart: nil)
    }
    watched.look(at: start, running: [])
    // Another test holds the main actor for 30 s while this test's work waits.
    watched.look(at: start + .seconds(30), running: [job(of: nil), job(of: trace.id + 1)])
    #expect(watched.counted(at: start + .seconds(30)) == .zero)
    // The test's own work runs for 10 s: counted.
    watched.look(at: start + .seconds(40), running: [job(of: trace.id), job(of: nil)])
    #expect(watched.counted(at: start + .seconds(40)) == .seconds(10))
    // Nothing runs anywhere for 5 s: counted, for nothing holds the test back.
    watched.look(at: start + .seconds(45), running: [])
    #expect(watched.counted(at: start + .seconds(45)) == .seconds(15))
  }
}

/// The exercise the demo pretends to grade.
nonisolated let demoExercise = ExerciseFile(
  "9.9", "99-demo/9.9-endless/Loop.swift", solutions: false)

/// The exit test's body: a grader's code that never returns, as a student's `while` loop might,
/// under a watchdog of its own with a 2 s limit.
///
/// The body calls the watchdog's own API (`watch`), as `.watched(_:)` does for a grader's
/// test: the trait wraps a test, and an exit test's body is a closure, not a test; and the
/// trait's watchdog (`GraderWatchdog.shared`) takes its 45 s limit from the environment, which
/// an exit test cannot set for its process.
nonisolated enum EndlessLoop {
  /// The status of a child that nothing but the backstop ended.
  static let backstopStatus: Int32 = 3

  /// Runs the loop under a watchdog whose limit is `limit`: shorter than the processor time
  /// it lets one call compute (`GraderWatchdog.endless`), the limit ends it; longer, what the
  /// loop computed does.
  static func runWatched(limit: Duration) async {
    // The way out if the watchdog never acts, then another status: ten times its limit, or a
    // job that has computed three times what the watchdog lets one compute, whichever comes
    // first (on a busy core the loop may take long to compute that much).
    let start = ContinuousClock.now
    Thread {
      while ContinuousClock.now - start < limit * 10 {
        Thread.sleep(forTimeInterval: 0.5)  // SLEEP-OK: a backstop's polling, not an ordering
        let computed = JobLedger.shared.runningAnywhere().compactMap { $0.computed() }
        if computed.contains(where: { $0 >= GraderWatchdog.endless * 3 }) { break }
      }
      _exit(backstopStatus)
    }.start()
    let watchdog = GraderWatchdog(limit: limit)
    await GraderRun.$current.withValue(GraderRun()) {
      try? await watchdog.watch(demoExercise, test: "spins on the main actor forever") {
        let scene = Scene("the endless loop")
        _ = await scene.start("spinner") { await spin() }.result
      }
    }
    exit(EXIT_SUCCESS)
  }

  /// Spins on the main actor without ever suspending, deaf to cancellation.
  @MainActor static func spin() {
    var turns = 0
    while turns >= 0 {
      turns = (turns &+ 1) & 0xFFFF
    }
  }
}
