import Foundation
import Workbook

/// The network manager as an actor (25:10): it protects its table of open connections itself,
/// one call at a time, away from the main actor.
///
/// Its calls still wait their turn, now on this actor, which no frame waits behind: the main
/// actor stays free for the UI. The work is the same as the class's; only where it runs has
/// changed.
actor NetworkManager: ConnectionManager {
  private(set) var connections = ConnectionTable()

  func openConnection(for url: URL) async -> Connection {
    span("open \(url.lastPathComponent)") {
      connections.open(for: url)
    }
  }

  func closeConnection(_ connection: Connection, for url: URL) async {
    span("close \(url.lastPathComponent)") {
      connections.close(connection, for: url)
    }
  }
}
