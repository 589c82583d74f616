import Foundation

/// An open connection to the server of one URL.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  /// Makes a new connection for a URL: a handshake with its server, which takes a while.
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  /// Connects, then hands out the connection the table holds, if another caller stored one
  /// during the handshake, so that every caller for a URL gets the same one.
  func openConnection(for url: URL) async -> Connection {
    let connection = await connect(url)
    if let stored = openConnections[url] {
      return stored
    }
    openConnections[url] = connection
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
