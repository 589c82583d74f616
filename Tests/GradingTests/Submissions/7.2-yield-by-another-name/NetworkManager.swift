// Exercise 7.2, a wrong submission: go round again, by a continuation that resumes at once.

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
      await withCheckedContinuation { $0.resume() }
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
