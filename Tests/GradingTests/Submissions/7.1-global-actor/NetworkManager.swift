// Exercise 7.1, a right submission written differently: a global actor of our own.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

@globalActor
actor NetworkActor {
  static let shared = NetworkActor()
}

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

@NetworkActor
final class NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var opened = 0

  nonisolated init() {}

  func openConnection(for url: URL) async -> Connection {
    span("open \(url.lastPathComponent)") {
      if let connection = openConnections[url] {
        return connection
      }
      opened += 1
      let connection = Connection(number: opened, url: url)
      openConnections[url] = connection
      return connection
    }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    span("close \(url.lastPathComponent)") {
      if openConnections[url] == connection {
        openConnections[url] = nil
      }
    }
  }
}

@concurrent
func fetchImage(url: URL, through manager: NetworkManager) async throws -> Image {
  let connection = await manager.openConnection(for: url)
  let data: Data
  do {
    data = try await URLSession.shared.data(from: url).0
  } catch {
    await manager.closeConnection(connection, for: url)
    throw error
  }
  await manager.closeConnection(connection, for: url)
  return try Image(decoding: data)
}
