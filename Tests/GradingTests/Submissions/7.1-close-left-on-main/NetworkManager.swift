import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

@globalActor
actor ConnectionActor {
  static let shared = ConnectionActor()
}

nonisolated final class NetworkManager: Sendable {
  @ConnectionActor private var openConnections: [URL: Connection] = [:]
  @ConnectionActor private var opened = 0

  @ConnectionActor
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
}

extension NetworkManager {
  @MainActor
  func closeConnection(_ connection: Connection, for url: URL) async {
    await forget(connection, for: url)
    span("close \(url.lastPathComponent)") {}
  }

  @ConnectionActor
  private func forget(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}

/// Fetches and decodes one image on the pool, through a connection from `manager`.
@concurrent
func fetchImage(url: URL, through manager: NetworkManager) async throws -> Image {
  let connection = await manager.openConnection(for: url)
  let data: Data
  do {
    (data, _) = try await URLSession.shared.data(from: url)
  } catch {
    await manager.closeConnection(connection, for: url)
    throw error
  }
  await manager.closeConnection(connection, for: url)
  return try Image(decoding: data)
}
