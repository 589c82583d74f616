import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var inFlight: (url: URL, task: Task<Connection, Never>)?
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if let inFlight, inFlight.url == url {
      return await inFlight.task.value
    }
    let connect = connect
    let task = Task { await connect(url) }
    inFlight = (url, task)
    let connection = await task.value
    openConnections[url] = connection
    if inFlight?.url == url { inFlight = nil }
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
