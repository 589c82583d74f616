import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Gated network", .tags(.network, .ordering), .timeLimit(.minutes(1)))
struct GateTests {
  @Test(
    "The test, not timing, decides which response arrives first",
    arguments: [
      ["small.ppm", "medium.ppm"], ["medium.ppm", "small.ppm"],
    ])
  func releaseOrderIsArrivalOrder(order: [String]) async throws {
    let trace = Trace()
    let server = ImageServer(gated: true, trace: trace)
    let finished = Locked<[String]>([])
    let tasks = ["small.ppm", "medium.ppm"].map { name in
      Task {
        _ = try await URLSession.shared.data(from: server.url(for: name))
        finished.withLock { $0.append(name) }
      }
    }
    for name in order {
      await server.waitForRequest(name)
    }
    #expect(finished.current.isEmpty, "nothing may finish before the test releases it")
    for name in order {
      server.release(name)
      try await tasks[name == "small.ppm" ? 0 : 1].value
    }
    #expect(finished.current == order)
    #expect(trace.labels.filter { $0.hasPrefix("response") } == order.map { "response \($0)" })
    #expect(trace.labels.prefix(2).allSatisfy { $0.hasPrefix("request") })
  }

  @Test("A release that comes before the request lets it straight through")
  func releaseBeforeRequest() async throws {
    let server = ImageServer(gated: true)
    server.release("small.ppm")
    let (data, _) = try await URLSession.shared.data(from: server.url(for: "small.ppm"))
    #expect(!data.isEmpty)
  }

  @Test("waitForRequest(count:) returns only once that many requests have arrived")
  func waitForRequestCounts() async throws {
    let server = ImageServer(gated: true)
    let url = server.url(for: "small.ppm")
    let first = Task { try await URLSession.shared.data(from: url) }
    await server.waitForRequest("small.ppm", count: 1)
    // `Task.immediate` runs the wait now, until it first suspends: a wait that does not
    // suspend has returned before `Task.immediate` does.
    let returned = Locked(false)
    let waitForTwo = Task.immediate {
      await server.waitForRequest("small.ppm", count: 2)
      returned.withLock { $0 = true }
    }
    #expect(!returned.current, "the wait for two requests returned after one")
    let second = Task { try await URLSession.shared.data(from: url) }
    await waitForTwo.value
    #expect(returned.current)
    server.release("small.ppm")
    server.release("small.ppm")
    _ = try await (first.value, second.value)
  }

  @Test("A request cancelled at the gate leaves it: the next release goes to the one behind it")
  func cancelledRequestLeavesTheGate() async throws {
    let server = ImageServer(gated: true)
    let url = server.url(for: "small.ppm")
    let cancelled = Task { try await URLSession.shared.data(from: url) }
    await server.waitForRequest("small.ppm", count: 1)
    let live = Task { try await URLSession.shared.data(from: url) }
    await server.waitForRequest("small.ppm", count: 2)
    cancelled.cancel()
    let error = await #expect(throws: URLError.self) { _ = try await cancelled.value }
    #expect(error?.code == .cancelled)
    server.release("small.ppm")
    let finished = await finishes(live, within: .seconds(20)) { server.release("small.ppm") }
    #expect(finished, "the release went to the cancelled request; the one behind it was held")
    let (data, _) = try await live.value
    #expect(!data.isEmpty)
  }

  @Test("held says what waits at the gate now, by name: work let through or cancelled is gone")
  func heldIsWhatWaitsNow() async {
    let gate = Gate()
    let first = Task { await gate.pass("a") }
    let second = Task { await gate.pass("a") }
    let other = Task { await gate.pass("b") }
    await gate.arrival(of: "a", count: 2)
    await gate.arrival(of: "b")
    #expect(gate.held == ["a": 2, "b": 1])
    gate.release("a")
    #expect(gate.held == ["a": 1, "b": 1])
    other.cancel()
    await other.value
    // Break it: keep a name whose work is all gone, and `held` says it waits, with 0.
    #expect(gate.held == ["a": 1])
    gate.release("a")
    await first.value
    await second.value
    #expect(gate.held.isEmpty)
  }
}

/// Whether `task` finishes within `limit`. The limit only decides when to stop waiting for a
/// task that may never finish; it orders nothing. When the task has not finished, `unblock`
/// runs (to let held work through), and the wait ends when the task does.
private func finishes<Success: Sendable, Failure: Error>(
  _ task: Task<Success, Failure>, within limit: Duration, unblock: @Sendable () -> Void
) async -> Bool {
  await withTaskGroup { group in
    group.addTask {
      _ = await task.result
      return true
    }
    group.addTask {
      try? await Task.sleep(for: limit)  // SLEEP-OK: a time limit on a wait, not an ordering
      return false
    }
    let first = await group.next() ?? false
    if !first { unblock() }
    group.cancelAll()
    return first
  }
}
