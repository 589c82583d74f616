import Testing
import Workbook
import WorkbookTesting

/// `Scene.keepingBack` lets a test have several answers reach their tasks, all of them, before
/// any task goes on: the tasks named wait even when nothing else of the scene can run, and go
/// on, in the order their jobs came, once the hold ends.
@Suite("Scenes: named tasks kept back until the hold ends", .tags(.ordering), .backstop)
struct TasksKeptBackTests {
  @Test("Tasks kept back wait while nothing else runs, and go on in order when the hold ends")
  func keptUntilTheHoldEnds() async throws {
    let scene = Scene("two tasks held at a gate, then kept back")
    let trace = scene.trace
    let gate = Gate()
    let tasks = Locked<[String: SceneTask]>([:])
    let workers = ["first", "second"].map { name in
      scene.start(name) {
        if let task = SceneTask.current { tasks.withLock { $0[name] = task } }
        await gate.pass(name)
        trace.record("\(name) goes on")
      }
    }
    try await scene.until("both tasks at the gate") {
      gate.arrivals(of: "first") == 1 && gate.arrivals(of: "second") == 1
    }
    let keptBoth = try await scene.keepingBack(Array(tasks.withLock { $0.values })) {
      gate.release("second")
      gate.release("first")
      let kept = try await scene.whether("both tasks kept back") { scene.jobsKeptBack == 2 }
      trace.record("hold ends")
      return kept
    }
    for worker in workers { try await scene.ended("a task", worker) }
    // Break it: in `JobLedger.keep`, let the kept tasks go while nothing else runs, and they
    // go on before the hold ends.
    #expect(keptBoth)
    #expect(trace.labels == ["hold ends", "second goes on", "first goes on"], "\(trace.labels)")
  }
}
