// Embrace Swift concurrency, 25:10: the manager of connections becomes an actor; its callers
// are unchanged, still awaiting each method.
//
// Swift 6.3.1 accepts it. The actor is Sendable, as the main-actor class was: what changed is
// where the calls run (on the actor, no longer on the main actor), not whether the manager may
// be shared.

import Foundation

/// A way to one host, handed out by the manager and handed back after a fetch.
nonisolated struct Connection {
  let host: String
}

/// One connection per host, counted by how many fetches are using it.
actor NetworkManager {
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
