// Embrace Swift concurrency, 25:10: the network manager becomes an actor; nothing else
// changes, and the pipeline still awaits its methods.
//
// Swift 6.3.1 accepts it. The actor is Sendable, as the main-actor class was: what changed is
// where the calls run (on the actor, no longer on the main actor), not whether the manager may
// be shared.

import Foundation

nonisolated struct Connection {
  let url: URL
}

actor NetworkManager {
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
