// Embrace Swift concurrency, 23:47: the same main-actor network manager, reached the way the
// compiler allows: @concurrent code awaits the manager's methods.
//
// Swift 6.3.1 accepts it, and that is the contention of 23:18: each awaited call hops to the
// main actor and runs there. The class is main-actor isolated and so Sendable; the connection
// is a nonisolated struct of Sendable values, so it may leave the main actor.

import Foundation

nonisolated struct Connection {
  let url: URL
}

final class NetworkManager {
  var openConnections: [URL: Connection] = [:]

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    let connection = Connection(url: url)
    openConnections[url] = connection
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    openConnections[url] = nil
  }
}

@concurrent
func fetch(_ url: URL, through manager: NetworkManager) async -> URL {
  let connection = await manager.openConnection(for: url)
  await manager.closeConnection(connection, for: url)
  return connection.url
}
