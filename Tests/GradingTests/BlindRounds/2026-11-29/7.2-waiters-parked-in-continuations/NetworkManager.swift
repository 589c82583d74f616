// Exercise 7.2: One connection per URL
//
// This `NetworkManager` is an actor, and a new connection needs a handshake, which takes a
// while: `openConnection` awaits `connect(url)` between looking in the table and storing the
// new connection. At that `await` the actor is free to run another call. So when two fetches
// of one URL arrive together, the first finds nothing and starts connecting; the second also
// finds nothing, because the first has not stored anything yet, and connects too. They end up
// with two different connections for one URL. (This is actor reentrancy, which goes beyond the
// talk: see the end of chapter 7.)
//
// Make every caller for one URL get the same connection, with the actor still free while a
// handshake is in progress (no waiting that blocks it). Closing works as before: after
// `closeConnection`, the next caller for that URL gets a new connection. Keep `connect` as
// the only way to make a connection.
//
// Check:  swift run workbook watch 7.2      Stuck?  swift run workbook hint 7.2

import Foundation

/// An open connection to the server of one URL.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  /// For each URL whose handshake is in progress, the callers waiting for its connection.
  private var waiting: [URL: [CheckedContinuation<Connection, Never>]] = [:]
  /// Makes a new connection for a URL: a handshake with its server, which takes a while.
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if waiting[url] != nil {
      // Someone is already connecting to this URL: wait for their connection.
      return await withCheckedContinuation { continuation in
        waiting[url, default: []].append(continuation)
      }
    }
    waiting[url] = []
    let connection = await connect(url)
    openConnections[url] = connection
    for waiter in waiting.removeValue(forKey: url) ?? [] {
      waiter.resume(returning: connection)
    }
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
