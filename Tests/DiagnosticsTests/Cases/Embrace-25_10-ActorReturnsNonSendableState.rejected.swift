// Embrace Swift concurrency, 25:10 with 17:16: what goes out of an actor is checked.
//
// Here the connection is a non-Sendable class (nonisolated, with a mutable count), and the
// actor keeps it in its table. Handing it to a caller outside the actor would let the caller
// and the actor use one object at the same time.
// Swift 6.3.1 rejects the call that would take it out. The chapter's connection is a
// nonisolated struct of Sendable values instead, which may leave the actor.

import Foundation

// expected-note@+1 {{class 'Connection' does not conform to the 'Sendable' protocol}}
nonisolated final class Connection {
  let url: URL
  var requestsSent = 0

  init(url: URL) {
    self.url = url
  }
}

actor NetworkManager {
  var openConnections: [URL: Connection] = [:]

  func openConnection(for url: URL) -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    let connection = Connection(url: url)
    openConnections[url] = connection
    return connection
  }
}

@concurrent
func fetch(_ url: URL, through manager: NetworkManager) async {
  // expected-error@+1 {{non-Sendable 'Connection'-typed result can not be returned from actor-isolated instance method 'openConnection(for:)' to @concurrent context}}
  let connection = await manager.openConnection(for: url)
  connection.requestsSent += 1
}
