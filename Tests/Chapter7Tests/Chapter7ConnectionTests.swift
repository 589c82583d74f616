import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter7

/// The manager's bookkeeping: a connection per URL, shared by the fetches that use it at the
/// same time, closed when the last of them is done. The same for both managers.
@Suite(
  "Chapter 7: connections are reused for their URL and closed after use", .backstop)
struct Chapter7ConnectionTests {
  @Test("Two fetches of one URL share one connection, which closes after the second")
  func reusedThenClosed() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 2, height: 2)
    let manager = NetworkManager()
    let model = ImageModel(view: AppView(), networkManager: manager)
    let scene = Scene("two fetches of one URL", trace: network.trace)
    let first = scene.enter { Task { try await model.fetchImage(url: url) } }
    try await scene.until("the first request at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 1
    }
    let second = scene.enter { Task { try await model.fetchImage(url: url) } }
    try await scene.until("the second request at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 2
    }
    // Both fetches hold the connection now: one opened, one reused.
    var table = await manager.connections
    #expect(table.opened == 1)
    #expect(table.reused == 1)
    #expect(table.users[url] == 2)
    #expect(table.openConnections[url]?.number == 1)

    network.server.release("photo.ppm")
    network.server.release("photo.ppm")
    _ = try await (scene.ended("the first fetch", first), scene.ended("the second fetch", second))
    table = await manager.connections
    #expect(table.openConnections.isEmpty)
    #expect(table.users.isEmpty)
    #expect(table.closed == 1)
  }

  @Test("While one fetch still uses the connection, the other's close leaves it open")
  func stillOpenForTheOtherUser() async throws {
    let network = TestNetwork()
    let url = try network.image(named: "photo.ppm", width: 2, height: 2)
    let manager = MainActorNetworkManager()
    let model = ImageModel(view: AppView(), networkManager: manager)
    let scene = Scene("two fetches of one URL, one after the other", trace: network.trace)
    let finished = Locked(0)
    let fetch = {
      scene.enter {
        Task {
          defer { finished.withLock { $0 += 1 } }
          return try await model.fetchImage(url: url)
        }
      }
    }
    let first = fetch()
    try await scene.until("the first request at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 1
    }
    let second = fetch()
    try await scene.until("the second request at the gate") {
      network.server.arrivals(of: "photo.ppm") >= 2
    }
    network.server.release("photo.ppm")  // one of the two goes through, and finishes
    try await scene.until("one fetch to finish") { finished.current >= 1 }
    #expect(manager.connections.openConnections[url]?.number == 1)
    #expect(manager.connections.users[url] == 1)
    network.server.release("photo.ppm")
    _ = try await (scene.ended("the first fetch", first), scene.ended("the second fetch", second))
    #expect(manager.connections.openConnections.isEmpty)
    #expect(manager.connections.closed == 1)
  }

  @Test("Each URL gets a connection of its own")
  func oneConnectionPerURL() {
    var table = ConnectionTable()
    let a = URL(string: "workbook://test/a.ppm")!
    let b = URL(string: "workbook://test/b.ppm")!
    let first = table.open(for: a)
    let second = table.open(for: b)
    let again = table.open(for: a)
    #expect(first.number == 1)
    #expect(second.number == 2)
    #expect(again == first)
    #expect(table.opened == 2)
    #expect(table.reused == 1)
  }

  @Test("Closing twice, or closing a connection that is not open, changes nothing")
  func closingTwice() {
    var table = ConnectionTable()
    let url = URL(string: "workbook://test/a.ppm")!
    let first = table.open(for: url)
    table.close(first, for: url)
    let second = table.open(for: url)  // a new connection for the same URL
    table.close(first, for: url)  // the old one again: it must not close the new one
    #expect(table.openConnections[url] == second)
    #expect(second.number == 2)
    #expect(table.closed == 1)
  }
}
