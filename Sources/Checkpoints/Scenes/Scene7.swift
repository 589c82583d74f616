import Foundation
import Workbook

nonisolated extension Checkpoint {
  static let chapter7 = Checkpoint(
    chapter: 7, title: "A network manager, class then actor",
    page: "Chapters/07-actors.md",
    setting: [
      "A @concurrent fetch asks a class of the app for a connection to b.ppm. Then a.ppm is",
      "fetched twice at once, each fetch @concurrent, from an actor. The actor's first",
      "handshake is held until the second fetch can go no further; then every handshake is",
      "let go.",
    ],
    source: "Sources/Checkpoints/Scenes/Scene7.swift",
    questions: [
      .lane(
        "Where does open b.ppm (the class) run?", event: "open b.ppm",
        domains: [.mainActor, .pool, .actor("NetworkManager")],
        reason:
          "A class of the app belongs to the main actor, so every call from the pool hops "
          + "there and waits its turn.",
        section: "Chapters/07-actors.md#contention-2318"),
      .lane(
        "Where does handshake a.ppm (the actor) run?", event: "handshake a.ppm",
        domains: [.mainActor, .pool, .actor("NetworkManager")],
        reason: "An actor's methods run on the actor, off the main actor, one call at a time.",
        section: "Chapters/07-actors.md#the-manager-becomes-an-actor-2510"),
      .which(
        "How many connections does the actor open for a.ppm?",
        [("one", "connections opened: 1"), ("two", "connections opened: 2")],
        reason:
          "At the handshake's await the actor runs the second call, which also finds no "
          + "connection: reentrancy.",
        section: "Chapters/07-actors.md#beyond-the-talk-actor-reentrancy"),
    ],
    play: { try await Scene7.play() })
}

enum Scene7 {
  // show:begin
  nonisolated struct Connection: Sendable {
    let number: Int
  }

  final class MainActorNetworkManager {
    private var connections: [URL: Connection] = [:]

    func openConnection(for url: URL) async -> Connection {
      span("open \(url.lastPathComponent)") {
        let connection = connections[url] ?? Connection(number: connections.count + 1)
        connections[url] = connection
        return connection
      }
    }
  }

  actor NetworkManager {
    private var connections: [URL: Connection] = [:]
    private(set) var opened = 0

    func openConnection(for url: URL) async -> Connection {
      if let connection = connections[url] {
        return connection
      }
      let connection = await connect(url)
      connections[url] = connection
      return connection
    }

    private func connect(_ url: URL) async -> Connection {
      trace("handshake \(url.lastPathComponent)")
      await WorkGate.current?.pass("handshake")  // held by the scene
      opened += 1
      return Connection(number: opened)
    }
  }

  @concurrent
  static func fetch(_ url: URL, from manager: MainActorNetworkManager) async -> Connection {
    await manager.openConnection(for: url)
  }

  @concurrent
  static func fetch(_ url: URL, from manager: NetworkManager) async -> Connection {
    await manager.openConnection(for: url)
  }

  static func play() async throws {
    _ = await fetch(URL(fileURLWithPath: "/b.ppm"), from: MainActorNetworkManager())
    let manager = NetworkManager()
    let url = URL(fileURLWithPath: "/a.ppm")
    let gate = WorkGate()
    await WorkGate.$current.withValue(gate) {
      let first = Task { await fetch(url, from: manager) }
      await gate.arrival(of: "handshake", count: 1)
      let second = Task { await fetch(url, from: manager) }
      await gate.arrival(of: "handshake", count: 2)
      gate.release("handshake")
      gate.release("handshake")
      _ = await (first.value, second.value)
    }
    trace("connections opened: \(await manager.opened)")
  }
  // show:end
}
