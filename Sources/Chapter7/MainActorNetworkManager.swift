import Foundation
import Workbook

/// The network manager as the talk first writes it (23:47): a class of the app, so it belongs
/// to the main actor, and so does its table of open connections.
///
/// Every call from the fetch pipeline, which runs on the pool, hops to the main actor and
/// waits its turn there, with the UI's frames and every other fetch's calls. Each call is
/// quick; the talk warns that many at once can make the UI glitch (23:18). The demo's gallery
/// counts them, and measures the frames meanwhile: at its 2,000 fetches, the main actor keeps
/// up (the page shows the runs).
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
