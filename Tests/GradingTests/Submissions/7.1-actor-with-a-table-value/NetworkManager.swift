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

/// The open connections, one per URL, as a value.
nonisolated struct ConnectionTable {
  private var byURL: [URL: Connection] = [:]
  private var opened = 0

  mutating func open(_ url: URL) -> Connection {
    if let connection = byURL[url] { return connection }
    opened += 1
    let connection = Connection(number: opened, url: url)
    byURL[url] = connection
    return connection
  }

  mutating func close(_ connection: Connection, for url: URL) {
    if byURL[url] == connection { byURL[url] = nil }
  }
}

/// Keeps the open connections, one per URL, and hands them out.
actor NetworkManager {
  private var table = ConnectionTable()

  func openConnection(for url: URL) async -> Connection {
    span("open \(url.lastPathComponent)") { table.open(url) }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    span("close \(url.lastPathComponent)") { table.close(connection, for: url) }
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
