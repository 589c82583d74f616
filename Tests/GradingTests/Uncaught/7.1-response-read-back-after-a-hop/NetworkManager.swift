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

/// Keeps the open connections, one per URL, and sends the requests on them.
actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var opened = 0
  /// The bytes of the response that came in last, kept for the fetch that asked.
  private var received = Data()

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

  /// Sends the request for `url` over its connection and keeps what came back.
  func send(on connection: Connection, for url: URL) async throws {
    (received, _) = try await URLSession.shared.data(from: url)
  }

  /// Decodes what came back, away from the manager so it can take the next call.
  @concurrent
  nonisolated func decodedResponse() async throws -> Image {
    try Image(decoding: await received)
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
    try await manager.send(on: connection, for: url)
  } catch {
    await manager.closeConnection(connection, for: url)
    throw error
  }
  await manager.closeConnection(connection, for: url)
  return try await manager.decodedResponse()
}
