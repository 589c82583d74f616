import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// An open connection to the server of one URL. A value the manager hands out, so Sendable.
nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  private var openConnections: [String: Connection] = [:]
  private var opened = 0

  func openConnection(for url: URL) async -> Connection {
    let name = url.lastPathComponent
    return span("open \(name)") {
      if let connection = openConnections[name] {
        return connection
      }
      opened += 1
      let connection = Connection(number: opened, url: url)
      openConnections[name] = connection
      return connection
    }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    let name = url.lastPathComponent
    span("close \(name)") {
      if openConnections[name] == connection {
        openConnections[name] = nil
      }
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
