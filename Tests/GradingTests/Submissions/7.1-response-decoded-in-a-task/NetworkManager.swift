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
  /// The response of the last request the manager sent, until its fetch reads it.
  private(set) var lastResponse = Data()

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

  /// Sends the request for `url` from the manager, which keeps the response for the fetch.
  func request(_ url: URL) async throws {
    (lastResponse, _) = try await URLSession.shared.data(from: url)
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
  let connection = await manager.openConnection(for: url)
  do {
    try await manager.request(url)
  } catch {
    await manager.closeConnection(connection, for: url)
    throw error
  }
  await manager.closeConnection(connection, for: url)
  // Decoded in a task of its own, so that the manager can take the next call meanwhile.
  return try await Task { try Image(decoding: await manager.lastResponse) }.value
}
