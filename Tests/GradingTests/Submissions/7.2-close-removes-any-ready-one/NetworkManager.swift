import Foundation

/// An open connection to the server of one URL.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  /// What the table knows about a URL.
  private enum Entry {
    case ready(Connection)
    case pending(Task<Connection, Never>)
  }

  private var entries: [URL: Entry] = [:]
  /// Makes a new connection for a URL: a handshake with its server, which takes a while.
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    switch entries[url] {
    case .ready(let connection):
      return connection
    case .pending(let handshake):
      return await handshake.value
    case nil:
      let connect = self.connect
      let handshake = Task { await connect(url) }
      entries[url] = .pending(handshake)
      let connection = await handshake.value
      if case .pending(let current) = entries[url], current == handshake {
        entries[url] = .ready(connection)
      }
      return connection
    }
  }

  /// Closes the URL's connection once it is ready; a handshake in progress is left alone.
  func closeConnection(_ connection: Connection, for url: URL) {
    if case .ready = entries[url] {
      entries[url] = nil
    }
  }
}
