import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@Suite("Gated network", .tags(.network, .ordering))
struct RequestGateTests {
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

  @Test("waitForRequest counts arrivals: it returns at the second request only when asked")
  func waitForRequestCounts() async throws {
    let server = ImageServer(gated: true)
    let first = Task { try await URLSession.shared.data(from: server.url(for: "small.ppm")) }
    await server.waitForRequest("small.ppm", count: 1)
    let second = Task { try await URLSession.shared.data(from: server.url(for: "small.ppm")) }
    await server.waitForRequest("small.ppm", count: 2)
    server.release("small.ppm")
    server.release("small.ppm")
    _ = try await (first.value, second.value)
  }
}
