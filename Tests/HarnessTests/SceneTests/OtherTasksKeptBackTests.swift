import Testing
import Workbook
import WorkbookTesting

/// `Scene.keepingOtherTasksBack` lets a test tell work a call finished before it returned
/// from work it left to a task nobody waits for, on any machine: the task left behind runs
/// only once the call has returned, and what the call waits for is let go.
@Suite("Scenes: other tasks kept back during a call", .tags(.ordering), .backstop)
struct OtherTasksKeptBackTests {
  /// An actor whose turn a call needs.
  actor Tally {
    private var count = 0

    func add(recordingIn trace: Trace) {
      count += 1
      trace.record("actor")
    }
  }

  /// Work of a child task: records `label`.
  nonisolated static func child(_ label: String, in trace: Trace) async {
    trace.record(label)
  }

  // Break it: in `JobLedger.queue`, queue every job at once (keep none back), and the task
  // the call starts is queued like any other: nothing is kept while the call runs.
  @Test("A task the call starts and does not wait for runs only once the call has returned")
  func leftBehindRunsAfterTheReturn() async throws {
    let scene = Scene("a call that leaves a task behind")
    let trace = scene.trace
    let call = scene.start("the call") {
      await scene.keepingOtherTasksBack {
        Task { trace.record("left behind") }
        let kept = scene.jobsKeptBack
        for _ in 0..<10 { await Task.yield() }
        trace.record("returned")
        return kept
      }
    }
    let kept = try await scene.ended("the call", call)
    try await scene.settled()
    #expect(kept >= 1, "jobs kept back as the task was started: \(kept)")
    #expect(trace.labels == ["returned", "left behind"])
  }

  // Break it: in `JobLedger.onlyKeptBackLeft`, let nothing go, and the call waits for its
  // child task for ever: the scene settles with the call still waiting, and says so.
  @Test("What the call waits for in other tasks is let go: a child, an actor, a task's value")
  func awaitedWorkIsLetGo() async throws {
    let scene = Scene("a call that waits for other tasks")
    let trace = scene.trace
    let tally = Tally()
    let call = scene.start("the call") {
      await scene.keepingOtherTasksBack {
        async let child: Void = Self.child("child", in: trace)
        await tally.add(recordingIn: trace)
        await Task { @MainActor in trace.record("main actor") }.value
        await child
        trace.record("returned")
      }
    }
    try await scene.ended("the call", call)
    #expect(Set(trace.labels.dropLast()) == ["child", "actor", "main actor"], "\(trace.labels)")
    #expect(trace.labels.last == "returned", "\(trace.labels)")
  }
}
