// Exercise 7.1: The manager leaves the main actor
//
// Every fetch runs on the concurrent thread pool (`fetchImage` is `@concurrent`), but it asks
// `NetworkManager` for a connection and gives it back when the bytes are in. The manager is
// a class of the app, so in this module it belongs to the main actor, and both calls hop
// there: with many fetches at once they all wait their turn on the main actor, with the UI.
//
// Take the manager, and its table of open connections, off the main actor, so that its calls
// run on an actor of their own and none on the main actor. Keep what the calls do, their
// `span(…)` lines (they record where each call ran), and `fetchImage` as it is.
//
// Check:  swift run workbook watch 7.1      Stuck?  swift run workbook hint 7.1

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

/// Keeps the open connections, one per URL, and hands them out. Each call is recorded by
/// `ManagerCalls`, an actor of its own.
final class NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var opened = 0
  private let calls = ManagerCalls()

  func openConnection(for url: URL) async -> Connection {
    let connection: Connection
    if let open = openConnections[url] {
      connection = open
    } else {
      opened += 1
      connection = Connection(number: opened, url: url)
      openConnections[url] = connection
    }
    await calls.record("open \(url.lastPathComponent)")
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
    await calls.record("close \(url.lastPathComponent)")
  }
}

/// Where the manager's calls are recorded: an actor, off the main actor.
actor ManagerCalls {
  func record(_ label: String) {
    span(label) {}
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
