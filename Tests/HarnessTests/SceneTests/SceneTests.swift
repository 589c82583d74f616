import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The scene harness decides "settled" by the state of the work, not by time: a wait ends
/// when its thing happens, at once when nothing of the scene can run any more, and only as a
/// backstop at its deadline.
@Suite("Scenes: settled or stuck", .tags(.ordering), .backstop)
struct SceneTests {
  /// Hops between the main actor and the pool `count` times, then records `label`: work that
  /// takes many jobs before it gets anywhere.
  nonisolated static func hops(_ count: Int, then label: String) async {
    for _ in 0..<count {
      await MainActor.run {}
      await offTheMainActor()
    }
    trace(label)
  }

  /// A step on the pool that records, then works a little: the record asks the scene's waits
  /// to check again, and the check comes while the step still runs.
  @concurrent nonisolated static func offTheMainActor() async {
    trace("hop")
    var sum = 0
    for value in 0..<20_000 { sum &+= value &* value }
    if sum == 42 { trace("unlikely") }
  }

  @Test("A wait for something that cannot happen fails at once, naming what each task waits for")
  func stuckNamesTheWaits() async throws {
    let scene = Scene("a held photo")
    let gate = Gate()
    scene.start("photo loader") {
      await Self.hops(20, then: "hopped")
      await gate.pass("load daisy.jpg")
      trace("loaded")
    }
    let error = await #expect(throws: SceneStuck.self) {
      try await scene.until("\"loaded\"") { scene.trace.labels.contains("loaded") }
    }
    // Break it: leave the task's name out of WaitBoard.park, and the message says "a task".
    // Break it: make `SceneWatch.check` finish a wait only at its deadline, and this fails:
    // the wait ends by the clock, not because the scene settled.
    #expect(error?.kind == .settled)
    #expect(
      error?.description.contains("task \"photo loader\" waits for gate \"load daisy.jpg\"") == true
    )
    #expect(scene.trace.labels.last == "hopped" && !scene.trace.labels.contains("loaded"))
    gate.release("load daisy.jpg")
    try await scene.until("\"loaded\"") { scene.trace.labels.contains("loaded") }
  }

  @Test("Work that takes many hops before its event is waited for, not taken for settled")
  func manyHopsAreNotSettled() async throws {
    for round in 0..<10 {
      let scene = Scene("round \(round)")
      scene.start("hopper") { await Self.hops(30, then: "arrived") }
      let arrived = try await scene.whether("\"arrived\"") {
        scene.trace.labels.contains("arrived")
      }
      // Break it: count a job as ended when it starts (JobLedger.started and ended), and a
      // check that comes while a step still runs takes the scene for settled.
      #expect(arrived, "round \(round): the scene settled before its work was done")
    }
  }

  @Test("A response on its way through URLSession is not taken for settled")
  func responseOnItsWay() async throws {
    for round in 0..<20 {
      let network = TestNetwork()
      let scene = Scene("fetch \(round)", trace: network.trace)
      let url = network.text("hello", named: "news.txt")
      scene.start("fetcher") {
        let (data, _) = try await URLSession.shared.data(from: url)
        trace("fetched \(String(decoding: data, as: UTF8.self))")
      }
      try await scene.until("the request at the gate") {
        network.server.arrivals(of: "news.txt") == 1
      }
      network.server.release("news.txt")
      // Break it: skip RequestsOnTheirWay.ask in WorkbookURLProtocol.canInit, and this fails:
      // the request is on URLSession's queues, where no job of the scene runs.
      try await scene.until("\"fetched hello\"") {
        scene.trace.labels.contains("fetched hello")
      }
    }
  }

  @Test("An answer stays on the board until URLSession's delegate queue has passed it on")
  func answerStaysOnTheBoard() async throws {
    let scene = Scene("an answer on its way")
    let blocker = DispatchSemaphore(value: 0)
    // The delegate queue runs one operation at a time: while this one waits, nothing queued
    // behind it (an answer's completion) has reached its task.
    URLSession.shared.delegateQueue.addOperation { blocker.wait() }
    let board = scene.enter { RequestsOnTheirWay.answering(URL(string: "workbook://x/a.ppm")!) }
    RequestsOnTheirWay.delivered(board)
    // Break it: end the board's entry at once in RequestsOnTheirWay.delivered, and the answer
    // leaves the board while its completion is still queued.
    #expect(WaitBoard.busy(for: scene.trace.id).contains { $0.id == board })
    blocker.signal()
    try await scene.settled()
    #expect(!WaitBoard.busy(for: scene.trace.id).contains { $0.id == board })
  }

  @Test("A task asleep on the clock keeps its scene from settling")
  func sleeperIsNotSettled() async throws {
    let scene = Scene("a sleeper")
    scene.start("sleeper") {
      try await Task.sleep(for: .milliseconds(200))  // SLEEP-OK: the sleep is what is tested
      trace("woke")
    }
    // Break it: do not count sleeping jobs (JobLedger.sleeps), and the scene settles at once.
    let woke = try await scene.whether("\"woke\"") { scene.trace.labels.contains("woke") }
    #expect(woke)
  }

  /// Spins until `stop` is set, never suspending: a job that never returns.
  @concurrent nonisolated static func spin(until stop: Locked<Bool>) async {
    while !stop.current {}
  }

  @Test("A job that never returns is named at the deadline: a loop that never suspends")
  func loopIsNamedAtTheDeadline() async throws {
    let scene = Scene("a loop")
    let stop = Locked(false)
    defer { stop.withLock { $0 = true } }
    scene.start("looper") {
      trace("looping")
      await Self.spin(until: stop)
    }
    try await scene.until("\"looping\"") { scene.trace.labels.contains("looping") }
    let error = await #expect(throws: SceneStuck.self) {
      try await scene.until("the end of the loop", deadline: .milliseconds(500)) { false }
    }
    #expect(error?.kind == .deadline)
    // Break it: leave out the running jobs in `Scene.report(busyAfter:)`, and this fails.
    #expect(error?.description.contains("a job on the concurrent pool has run for") == true)
  }

  @Test("A loop that awaits without end is named at the deadline by the jobs it runs")
  func yieldingLoopIsNamed() async throws {
    let scene = Scene("a yielding loop")
    let stop = Locked(false)
    defer { stop.withLock { $0 = true } }
    scene.start("yielder") {
      trace("yielding")
      while !stop.current { await Task.yield() }
    }
    try await scene.until("\"yielding\"") { scene.trace.labels.contains("yielding") }
    let error = await #expect(throws: SceneStuck.self) {
      try await scene.until("the end of the loop", deadline: .milliseconds(500)) { false }
    }
    // Break it: leave out the count of jobs in `Scene.report(busyAfter:)`, and this fails.
    #expect(error?.description.contains("jobs ran while the test waited") == true)
  }

  @Test("Another scene's work does not hold a scene back")
  func otherScenesDoNotCount() async throws {
    // A neighbour that yields up to a hundred thousand times: work that goes on long after
    // this scene has settled, until the test stops it.
    let busy = Scene("a busy neighbour")
    let yields = Locked(0)
    let stop = Locked(false)
    busy.start("neighbour") {
      while yields.current < 100_000, !stop.current {
        await Task.yield()
        yields.withLock { $0 += 1 }
      }
    }
    let scene = Scene("a held photo")
    let gate = Gate()
    scene.start("loader") { await gate.pass("load") }
    try await scene.settled()
    // Break it: count every scene's jobs as this one's (JobLedger.counts(of:)), and this
    // scene settles only once the neighbour has ended.
    #expect(yields.current < 100_000, "the scene settled only when its neighbour ended")
    #expect(gate.held == ["load": 1])
    gate.release("load")
    // Stopped, not waited out: a hundred thousand yields under ThreadSanitizer, on a busy
    // machine, outlast the neighbour's backstop.
    stop.withLock { $0 = true }
    try await busy.settled()
  }

  @Test("A cancelled wait ends at once")
  func cancelledWaitEnds() async throws {
    let scene = Scene("a sleeper")
    // Asleep on the clock, the scene does not settle for ten seconds: until then only the
    // cancellation can end a wait on it.
    scene.start("sleeper") { try await Task.sleep(for: .seconds(10)) }  // SLEEP-OK: see above
    let waiter = Task { try await scene.until("never") { false } }
    try await scene.until("the waiter to wait") {
      scene.parked.contains { $0.wait == "the test's wait for never" }
    }
    waiter.cancel()
    // Break it: drop the cancellation handler in SceneWatch.wait, and the wait ends when the
    // sleeper wakes and the scene settles, with SceneStuck.
    await #expect(throws: CancellationError.self) { try await waiter.value }
  }

  @Test("The test process counts its jobs")
  func executorsAreCounted() async throws {
    // Break it: leave `markInstalled()` out of installSceneExecutors, and this fails.
    #expect(Scene.canTellSettled)
  }
}
