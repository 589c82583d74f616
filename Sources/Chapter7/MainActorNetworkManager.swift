import Foundation
import Workbook

/// The network manager as the talk first writes it (23:47): a class of the app, so it belongs
/// to the main actor, and so does its table of open connections.
///
/// Every call from the fetch pipeline, which runs on the pool, hops to the main actor and
/// waits its turn there, behind the UI's frames and every other fetch's calls. Each call is
/// quick; thousands at once are not (23:18).
final class MainActorNetworkManager: ConnectionManager {
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
