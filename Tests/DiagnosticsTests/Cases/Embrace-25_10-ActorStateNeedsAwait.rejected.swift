// Embrace Swift concurrency, 25:10: chapter 7's network manager as an actor, and a read of its
// table from outside it.
//
// The claim checked: code outside the actor reaches its table only through the actor's methods,
// awaited; a direct read does not compile.
// Swift 6.3.1 agrees: @concurrent code that reads the actor's table directly is rejected. The
// types have the shape of chapter 7's (`NetworkManager`, whose `connections` is a
// `ConnectionTable`).

import Foundation

nonisolated struct Connection: Hashable {
  let number: Int
  let url: URL
}

nonisolated struct ConnectionTable {
  private(set) var openConnections: [URL: Connection] = [:]
}

actor NetworkManager {
  private(set) var connections = ConnectionTable()
}

@concurrent
func openConnection(for url: URL, from manager: NetworkManager) async -> Connection? {
  // expected-error@+1 {{actor-isolated property 'connections' cannot be accessed from outside of the actor}}
  manager.connections.openConnections[url]
}
