// Exercise 7.2: One connection per URL (reference solution)
//
// The check and the store must not be split by an `await`. So the work in flight is stored
// before the first `await`: a task that connects, kept in the table at once. A second caller
// for the URL finds that task and awaits the same result instead of connecting again. (The
// other fix, checking the table again after the `await` and keeping the connection found
// there, passes the grader too.)

import Foundation

/// An open connection to the server of one URL.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  /// The connection of each URL, or the task still making it.
  private var openConnections: [URL: Task<Connection, Never>] = [:]
  /// Makes a new connection for a URL: a handshake with its server, which takes a while.
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connecting = openConnections[url] {
      return await connecting.value
    }
    let connect = connect
    let connecting = Task { await connect(url) }
    openConnections[url] = connecting
    return await connecting.value
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    guard let connecting = openConnections[url] else { return }
    if await connecting.value == connection, openConnections[url] == connecting {
      openConnections[url] = nil
    }
  }
}
