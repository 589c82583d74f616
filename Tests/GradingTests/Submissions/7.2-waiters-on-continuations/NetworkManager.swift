import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  /// Callers waiting for a handshake in progress, by URL.
  private var waiting: [URL: [CheckedContinuation<Connection, Never>]] = [:]
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if waiting[url] != nil {
      return await withCheckedContinuation { continuation in
        waiting[url, default: []].append(continuation)
      }
    }
    waiting[url] = []
    let connection = await connect(url)
    openConnections[url] = connection
    let parked = waiting.removeValue(forKey: url) ?? []
    for continuation in parked {
      continuation.resume(returning: connection)
    }
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
