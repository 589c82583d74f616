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
  static let names = ["first.txt", "second.txt"]

  /// Two main-actor tasks, each fetching a text whose request waits at the server's gate.
  static func twoFetchesAtTheGate() async throws -> (Scene, TestNetwork) {
    let network = TestNetwork()
    let scene = Scene("two fetches on the main actor", trace: network.trace)
    for name in names {
      let url = network.text(name, named: name)
      scene.start("fetch \(name)") { @MainActor in
        _ = try await URLSession.shared.data(from: url)
        Trace.current?.record("fetched \(name)")
      }
    }
    let server = network.server
    try await scene.until("both requests at the gate") {
      names.allSatisfy { server.arrivals(of: $0) > 0 }
    }
    try await scene.settled()
    return (scene, network)
  }

  // Break it: have the main executor queue every job at once (no `MainActorHold.keep`), and a
  // task goes on before the other's response has reached it: the hold comes back with nothing.
  @Test("While the main actor is held, two responses reach their tasks before either goes on")
  func twoResponsesBeforeEitherGoesOn() async throws {
    let (scene, network) = try await Self.twoFetchesAtTheGate()
    let (server, trace, names) = (network.server, network.trace, Self.names)
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

  // Break it: in Scene.holdingMainActor, count the kept jobs whether or not the condition
  // holds, and a hold whose work stopped short says it got there.
  @Test("A hold whose work stops short of its condition comes back with nothing, at once")
  func stoppedShortOfTheCondition() async throws {
    let (scene, network) = try await Self.twoFetchesAtTheGate()
    let (server, trace, names) = (network.server, network.trace, Self.names)
    let releaseFirst: @Sendable () -> Void = { server.release(names[0]) }
    let held = try await scene.holdingMainActor("both responses in", releaseFirst) {
      names.allSatisfy { trace.labels.contains("response \($0)") }
    }
    #expect(held == nil, "\(held.map(String.init) ?? "no") job waited: \(trace.labels)")
    server.release(names[1])
    try await scene.until("both tasks to go on") {
      names.allSatisfy { trace.labels.contains("fetched \($0)") }
    }
  }
}
