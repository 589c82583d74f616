// Exercise 7.2, a wrong submission: one seat in the waiting room.

import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var connecting: Set<URL> = []
  private var waiter: [URL: CheckedContinuation<Connection, Never>] = [:]
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if connecting.contains(url) {
      return await withCheckedContinuation { waiter[url] = $0 }
    }
    connecting.insert(url)
    let connection = await connect(url)
    connecting.remove(url)
    openConnections[url] = connection
    waiter.removeValue(forKey: url)?.resume(returning: connection)
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
