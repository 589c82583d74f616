// Embrace Swift concurrency, 25:10: an actor isolates its data as the main actor does.
//
// The talk: you can touch an actor's data only while running on that actor.
// Swift 6.3.1 agrees: @concurrent code that reads the actor's table directly is rejected.

import Foundation

nonisolated struct Connection {
  let url: URL
}

actor NetworkManager {
  var openConnections: [URL: Connection] = [:]
}

@concurrent
func openConnection(for url: URL, from manager: NetworkManager) async -> Connection? {
  // expected-error@+1 {{actor-isolated property 'openConnections' cannot be accessed from outside of the actor}}
  manager.openConnections[url]
}
