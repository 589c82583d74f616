// Embrace Swift concurrency, 23:47: the network manager is a class of the app, so under
// default isolation MainActor its table of open connections belongs to the main actor.
//
// The talk: the fetch pipeline wants to run in the background, but the manager's data lives
// on the main actor, so every use of it must go there.
// Swift 6.3.1 agrees: @concurrent code that reads or writes the table itself, without a call
// it awaits, is rejected; the read and the write are two errors. The accepted way is
// Embrace-23_47-ManagerCallsAwaited.accepted.swift: await the manager's methods, which hop.

import Foundation

nonisolated struct Connection {
  let url: URL
}

final class NetworkManager {
  // expected-note@+1 {{mutation of this property is only permitted within the actor}}
  var openConnections: [URL: Connection] = [:]
}

@concurrent
func connection(for url: URL, from manager: NetworkManager) async -> Connection {
  // expected-error@+1 {{main actor-isolated property 'openConnections' cannot be accessed from outside of the actor}}
  if let connection = manager.openConnections[url] {
    return connection
  }
  let connection = Connection(url: url)
  // expected-error@+2 {{main actor-isolated property 'openConnections' can not be mutated from a nonisolated context}}
  // expected-note@+1 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
  manager.openConnections[url] = connection
  return connection
}
