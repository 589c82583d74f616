// Embrace Swift concurrency, 25:10: an actor isolates its data as the main actor does.
//
// The talk: you can touch an actor's data only while running on that actor.
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
