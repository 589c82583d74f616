// Embrace Swift concurrency, 23:47: the network manager is a class of the app, so under
// default isolation MainActor its table of open connections belongs to the main actor.
//
// The claim checked: code on the pool cannot use a main-actor manager's table in place; every
// use has to be a call to the main actor, awaited.
// Swift 6.3.1 agrees: a @concurrent method of the class that reads or changes the table
// itself, without a call it awaits, is rejected; the read and the change are two errors. The
// types have the shape of chapter 7's (`MainActorNetworkManager`, whose `connections` is a
// `ConnectionTable`). The accepted way is Embrace-23_47-ManagerCallsAwaited.accepted.swift:
// await the manager's methods, which hop.

import Foundation

nonisolated struct Connection: Hashable {
  let number: Int
  let url: URL
}

nonisolated struct ConnectionTable {
  private(set) var openConnections: [URL: Connection] = [:]
  private(set) var opened = 0

  mutating func open(for url: URL) -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    opened += 1
    let connection = Connection(number: opened, url: url)
    openConnections[url] = connection
    return connection
  }
}

final class MainActorNetworkManager {
  // expected-note@+1 {{mutation of this property is only permitted within the actor}}
  private(set) var connections = ConnectionTable()

  /// Tries to skip the hop: runs on the pool, and uses the main actor's table from there.
  @concurrent
  func openConnectionOnThePool(for url: URL) async -> Connection {
    // expected-error@+1 {{main actor-isolated property 'connections' cannot be accessed from outside of the actor}}
    if let connection = connections.openConnections[url] {
      return connection
    }
    // expected-error@+2 {{main actor-isolated property 'connections' can not be mutated from a nonisolated context}}
    // expected-note@+1 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
    return connections.open(for: url)
  }
}
