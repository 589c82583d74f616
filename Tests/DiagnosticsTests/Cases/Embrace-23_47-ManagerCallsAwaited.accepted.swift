// Embrace Swift concurrency, 23:47: a main-actor manager of connections, reached the way the
// compiler allows: code on the pool awaits each of the manager's methods.
//
// Swift 6.3.1 accepts it, and that is the contention of 23:18: each awaited call hops to the
// main actor and runs there. The class is main-actor isolated and so Sendable; the connection
// is a nonisolated struct of Sendable values, so it may leave the main actor.

import Foundation

/// A way to one host, handed out by the manager and handed back after a fetch.
nonisolated struct Connection {
  let host: String
}

/// One connection per host, counted by how many fetches are using it.
final class NetworkManager {
  var users: [String: (connection: Connection, count: Int)] = [:]

  func borrow(for url: URL) async -> Connection {
    let host = url.host ?? ""
    let entry = users[host] ?? (Connection(host: host), 0)
    users[host] = (entry.connection, entry.count + 1)
    return entry.connection
  }

  func giveBack(_ connection: Connection) async {
    guard let entry = users[connection.host] else { return }
    users[connection.host] = entry.count > 1 ? (entry.connection, entry.count - 1) : nil
  }
}

/// A fetch on the pool that borrows a connection and gives it back, awaiting each call.
@concurrent
func download(_ url: URL, using manager: NetworkManager) async -> String {
  let connection = await manager.borrow(for: url)
  await manager.giveBack(connection)
  return connection.host
}
