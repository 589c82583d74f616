import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Gated network", .tags(.network, .ordering), .backstop)
struct GateTests {
  @Test(
    "The test, not timing, decides which response arrives first",
    arguments: [
      ["small.ppm", "medium.ppm"], ["medium.ppm", "small.ppm"],
    ])
  func releaseOrderIsArrivalOrder(order: [String]) async throws {
    let scene = Scene("two requests at the gate")
    let trace = scene.trace
    let server = ImageServer(gated: true, trace: trace)
    let finished = Locked<[String]>([])
    let tasks = ["small.ppm", "medium.ppm"].map { name in
      scene.start("the request for \(name)") {
        _ = try await URLSession.shared.data(from: server.url(for: name))
        finished.withLock { $0.append(name) }
      }
    }
    for name in order {
      try await scene.arrival(of: name, at: server)
    }
    #expect(finished.current.isEmpty, "nothing may finish before the test releases it")
    for name in order {
      server.release(name)
      try await scene.ended("the request for \(name)", tasks[name == "small.ppm" ? 0 : 1])
    }
    #expect(finished.current == order)
    #expect(trace.labels.filter { $0.hasPrefix("response") } == order.map { "response \($0)" })
    #expect(trace.labels.prefix(2).allSatisfy { $0.hasPrefix("request") })
  }

  @Test("A release that comes before the request lets it straight through")
  func releaseBeforeRequest() async throws {
    let scene = Scene("a request released before it is sent")
    let server = ImageServer(gated: true)
    server.release("small.ppm")
    let request = scene.start("the request") {
      try await URLSession.shared.data(from: server.url(for: "small.ppm")).0
    }
    // Break it: forget a release that comes first, and the request is held: stuck.
    let data = try await scene.ended("the request", request)
    #expect(!data.isEmpty)
  }

  @Test("waitForRequest(count:) returns only once that many requests have arrived")
  func waitForRequestCounts() async throws {
    let scene = Scene("two requests, one waited for")
    let server = ImageServer(gated: true)
    let url = server.url(for: "small.ppm")
    let first = scene.start("the first request") { try await URLSession.shared.data(from: url).0 }
    try await scene.arrival(of: "small.ppm", at: server)
    // `Task.immediate` runs the wait now, until it first suspends: a wait that does not
    // suspend has returned before `Task.immediate` does.
    let returned = Locked(false)
    let waitForTwo = scene.enter {
      Task.immediate {
        scene.adoptCurrentTask()
        await server.waitForRequest("small.ppm", count: 2)
        returned.withLock { $0 = true }
      }
    }
    #expect(!returned.current, "the wait for two requests returned after one")
    let second = scene.start("the second request") {
      try await URLSession.shared.data(from: url).0
    }
    try await scene.ended("the wait for two requests", waitForTwo)
    #expect(returned.current)
    server.release("small.ppm")
    server.release("small.ppm")
    try await scene.ended("the first request", first)
    try await scene.ended("the second request", second)
  }

  @Test("A request cancelled at the gate leaves it: the next release goes to the one behind it")
  func cancelledRequestLeavesTheGate() async throws {
    let scene = Scene("a request cancelled at the gate")
    let server = ImageServer(gated: true)
    let url = server.url(for: "small.ppm")
    let cancelled = scene.start("the cancelled request") {
      try await URLSession.shared.data(from: url).0
    }
    try await scene.arrival(of: "small.ppm", at: server)
    let liveEnded = Locked(false)
    let live = scene.start("the live request") {
      defer { liveEnded.withLock { $0 = true } }
      return try await URLSession.shared.data(from: url).0
    }
    try await scene.arrival(of: "small.ppm", count: 2, at: server)
    cancelled.cancel()
    // URLSession ends a cancelled task itself, on its own queues, where the scene sees no
    // job: nothing of the workbook can hold it, so the test awaits it as it is.
    let error = await #expect(throws: URLError.self) { _ = try await cancelled.value }
    #expect(error?.code == .cancelled)
    server.release("small.ppm")
    // Whether the live request ends: at once if the release reached it, or false once the
    // scene has settled with it held at the gate.
    let finished = try await scene.whether("the live request to end") { liveEnded.current }
    #expect(finished, "the release went to the cancelled request; the one behind it was held")
    if !finished { server.release("small.ppm") }
    let data = try await scene.ended("the live request", live)
    #expect(!data.isEmpty)
  }

  @Test("held says what waits at the gate now, by name: work let through or cancelled is gone")
  func heldIsWhatWaitsNow() async throws {
    let scene = Scene("work held at a gate")
    let gate = Gate()
    let first = scene.start("the first a") { await gate.pass("a") }
    let second = scene.start("the second a") { await gate.pass("a") }
    let other = scene.start("the b") { await gate.pass("b") }
    try await scene.arrival(of: "a", count: 2, at: gate)
    try await scene.arrival(of: "b", at: gate)
    #expect(gate.held == ["a": 2, "b": 1])
    gate.release("a")
    #expect(gate.held == ["a": 1, "b": 1])
    other.cancel()
    try await scene.ended("the cancelled b", other)
    // Break it: keep a name whose work is all gone, and `held` says it waits, with 0.
    #expect(gate.held == ["a": 1])
    gate.release("a")
    try await scene.ended("the first a", first)
    try await scene.ended("the second a", second)
    #expect(gate.held.isEmpty)
  }
}
