// Exercise 7.1: The manager leaves the main actor (reference solution)
//
// An actor protects its own state, as the main actor protects the UI's: one call at a time,
// on the actor, never on the main actor (Embrace Swift concurrency, 25:10). The word `actor`
// is the whole change; `fetchImage` still awaits the same two calls, which now hop to the
// manager's actor instead of to the main actor.

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
  private var opened = 0

  func openConnection(for url: URL) async -> Connection {
    span("open \(url.lastPathComponent)") {
      opened += 1
      let connection = Connection(number: opened, url: url)
      return connection
    }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    span("close \(url.lastPathComponent)") {
      _ = connection
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
