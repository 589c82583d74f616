import Foundation

/// An open connection to the server of one URL.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  /// Keyed by the file a URL names: short keys, cheap to hash.
  private var openConnections: [String: Connection] = [:]
  private var handshakes: [String: Task<Connection, Never>] = [:]
  /// Makes a new connection for a URL: a handshake with its server, which takes a while.
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    let key = url.lastPathComponent
    if let connection = openConnections[key] {
      return connection
    }
    if let handshake = handshakes[key] {
      return await handshake.value
    }
    let connect = self.connect
    let handshake = Task { await connect(url) }
    handshakes[key] = handshake
    let connection = await handshake.value
    handshakes[key] = nil
    openConnections[key] = connection
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    let key = url.lastPathComponent
    if openConnections[key] == connection {
      openConnections[key] = nil
    }
  }
}
