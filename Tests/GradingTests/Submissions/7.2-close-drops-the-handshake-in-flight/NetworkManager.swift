import Foundation

/// An open connection to the server of one URL.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var handshakes: [URL: Task<Connection, Never>] = [:]
  /// Makes a new connection for a URL: a handshake with its server, which takes a while.
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if let handshake = handshakes[url] {
      return await handshake.value
    }
    let connect = self.connect
    let handshake = Task { await connect(url) }
    handshakes[url] = handshake
    let connection = await handshake.value
    if handshakes[url] == handshake {
      handshakes[url] = nil
      openConnections[url] = connection
    }
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    // Whatever was on its way for this URL is no longer wanted.
    handshakes[url] = nil
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
