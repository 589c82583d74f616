import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

actor NetworkManager {
  private var table: [URL: Connection] = [:]
  private var count = 0

  func openConnection(for url: URL) async -> Connection {
    span("open \(url.lastPathComponent)") {
      existing(for: url) ?? makeConnection(for: url)
    }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    span("close \(url.lastPathComponent)") {
      forget(connection, for: url)
    }
  }
}

extension NetworkManager {
  private func existing(for url: URL) -> Connection? {
    table[url]
  }

  private func makeConnection(for url: URL) -> Connection {
    count += 1
    let connection = Connection(number: count, url: url)
    table[url] = connection
    return connection
  }

  private func forget(_ connection: Connection, for url: URL) {
    if table[url] == connection { table[url] = nil }
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
