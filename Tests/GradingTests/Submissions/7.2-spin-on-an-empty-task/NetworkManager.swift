// Exercise 7.2, a wrong submission: later callers await an empty task, again and again, until the first is done.

import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var connecting: Set<URL> = []
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    while connecting.contains(url) {
      await Task {}.value
    }
    if let connection = openConnections[url] {
      return connection
    }
    connecting.insert(url)
    let connection = await connect(url)
    openConnections[url] = connection
    connecting.remove(url)
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
