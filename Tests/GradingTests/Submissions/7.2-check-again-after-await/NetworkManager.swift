// Exercise 7.2, a right submission written differently: check the table again after the await.

import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    let connection = await connect(url)
    if let winner = openConnections[url] {
      return winner
    }
    openConnections[url] = connection
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
