// Exercise 7.2, a wrong submission: each handshake in progress keeps one waiter.

import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  /// A handshake in progress, and the caller waiting for its connection.
  private struct Handshake {
    var waiter: CheckedContinuation<Connection, Never>?
  }

  private var openConnections: [URL: Connection] = [:]
  private var handshakes: [URL: Handshake] = [:]
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if handshakes[url] != nil {
      return await withCheckedContinuation { continuation in
        handshakes[url]?.waiter = continuation
      }
    }
    handshakes[url] = Handshake()
    let connection = await connect(url)
    openConnections[url] = connection
    let finished = handshakes.removeValue(forKey: url)
    finished?.waiter?.resume(returning: connection)
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
