import Foundation

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var openConnections: [URL: Task<Connection, Never>] = [:]
  private var everMade: [URL: Task<Connection, Never>] = [:]
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connecting = openConnections[url] ?? everMade[url] {
      openConnections[url] = connecting
      return await connecting.value
    }
    let connect = connect
    let connecting = Task { await connect(url) }
    openConnections[url] = connecting
    everMade[url] = connecting
    return await connecting.value
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    if let connecting = openConnections[url], await connecting.value == connection {
      openConnections[url] = nil
    }
  }
}
