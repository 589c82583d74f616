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
  private var openConnections: [URL: Connection] = [:]
  private var opened = 0

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

/// Fetches and decodes one image on the pool, through a connection from `manager`.
@concurrent
func fetchImage(url: URL, through manager: NetworkManager) async throws -> Image {
  // The connection is only needed to reach the server: it goes back to the table at once,
  // so that no error can leave it open.
  let connection = await manager.openConnection(for: url)
  await manager.closeConnection(connection, for: url)
  let (data, _) = try await URLSession.shared.data(from: url)
  return try Image(decoding: data)
}
