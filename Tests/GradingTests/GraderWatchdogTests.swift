import Foundation
import Testing
import WorkbookTools

@testable import WorkbookTesting

/// A grader whose exercise never returns cannot hang `swift test`: the watchdog ends the run
/// and names the exercise. Proved with a real endless loop, in a child test process, so that
/// ending the run ends only the child.
@Suite("Grading: an endless loop in an exercise ends the run, and names the exercise")
struct GraderWatchdogTests {
  @Test(
    "A test stuck in a loop that never suspends ends its process within the limit, named",
    .enabled(if: TestProcess.canRerunItself, "needs the test binary to run a filtered copy"))
  func endlessLoopEndsTheRun() async throws {
    let run = try await TestProcess.rerun(
      filter: "EndlessLoopDemoTests",
      environment: [
        EndlessLoopDemo.switchVariable: "1", WorkbookVariable.graderLimitSeconds.name: "2",
      ],
      timeLimit: .seconds(90))
    // Break it: remove `.watched(demoExercise)` from EndlessLoopDemoTests: nothing watches the
    // loop, the child runs until this test's own limit kills it, and `timedOut` is true.
    #expect(!run.timedOut, "the stuck child was not ended by the watchdog:\n\(run.output)")
    #expect(run.status == 1 && !run.signaled, "\(run.ending)\n\(run.output)")
    #expect(run.output.contains("Exercise 9.9 is stuck"), "\(run.output)")
    #expect(run.output.contains("spins on the main actor forever"), "\(run.output)")
    #expect(run.output.contains("swift run workbook watch 9.9"), "\(run.output)")
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
}

/// The exercise the demo pretends to grade.
nonisolated let demoExercise = ExerciseFile(
  "9.9", "99-demo/9.9-endless/Loop.swift", solutions: false)

/// Whether this process is the child run of `GraderWatchdogTests`.
nonisolated enum EndlessLoopDemo {
  static let switchVariable = WorkbookVariable.watchdogDemo.name
  static var isSwitchedOn: Bool { ProcessInfo.processInfo.environment[switchVariable] == "1" }
}

/// A grader whose code under test never returns: it spins on the main actor without ever
/// suspending, deaf to cancellation, as a student's `while` loop might. It runs only in the
/// child process `GraderWatchdogTests` starts.
@Suite(
  "Endless loop demo", .enabled(if: EndlessLoopDemo.isSwitchedOn, "runs only in a child run"),
  .watched(demoExercise), .timeLimit(.minutes(1)))
struct EndlessLoopDemoTests {
  @Test("spins on the main actor forever")
  @MainActor func spinsForever() {
    var turns = 0
    while turns >= 0 {
      turns = (turns &+ 1) & 0xFFFF
    }
  }
}
