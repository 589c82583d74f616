import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

nonisolated final class NetworkManager: Sendable {
  private let state = Locked(State())

  private struct State {
    var openConnections: [URL: Connection] = [:]
    var opened = 0
  }

  func openConnection(for url: URL) async -> Connection {
    span("open \(url.lastPathComponent)") {
      state.withLock { state in
        if let connection = state.openConnections[url] {
          return connection
        }
        state.opened += 1
        let connection = Connection(number: state.opened, url: url)
        state.openConnections[url] = connection
        return connection
      }
    }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    span("close \(url.lastPathComponent)") {
      state.withLock { state in
        if state.openConnections[url] == connection {
          state.openConnections[url] = nil
        }
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
