import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// `Scene.holdingMainActor` lets a test have two responses reach their tasks before either
/// task goes on: what a fast machine does now and then, made certain.
@Suite("Scenes: the main actor held", .tags(.ordering), .backstop)
struct MainActorHoldTests {
  // Break it: have the main executor queue every job at once (no `MainActorHold.keep`), and a
  // task goes on before the other's response has reached it: the hold comes back with nothing.
  @Test("While the main actor is held, two responses reach their tasks before either goes on")
  func twoResponsesBeforeEitherGoesOn() async throws {
    let network = TestNetwork()
    let scene = Scene("two fetches on the main actor", trace: network.trace)
    let names = ["first.txt", "second.txt"]
    for name in names {
      let url = network.text(name, named: name)
      scene.start("fetch \(name)") { @MainActor in
        _ = try await URLSession.shared.data(from: url)
        Trace.current?.record("fetched \(name)")
      }
    }
    let (server, trace) = (network.server, network.trace)
    try await scene.until("both requests at the gate") {
      names.allSatisfy { server.arrivals(of: $0) > 0 }
    }
    try await scene.settled()
    let releaseBoth: @Sendable () -> Void = { for name in names { server.release(name) } }
    let held = try await scene.holdingMainActor("both responses in", releaseBoth) {
      names.allSatisfy { trace.labels.contains("response \($0)") }
        && !trace.labels.contains { $0.hasPrefix("fetched") }
    }
    #expect((held ?? 0) >= 2, "\(held.map(String.init) ?? "no") job waited: \(trace.labels)")
    try await scene.until("both tasks to go on") {
      names.allSatisfy { trace.labels.contains("fetched \($0)") }
    }
    let labels = trace.labels
    let lastResponse = try #require(labels.lastIndex { $0.hasPrefix("response") })
    let firstFetched = try #require(labels.firstIndex { $0.hasPrefix("fetched") })
    #expect(lastResponse < firstFetched, "\(labels)")
  }
}
