import Foundation
import Workbook

/// A network manager's bookkeeping: which connections are open, for which URL, and how many
/// fetches are using each.
///
/// Both managers of this chapter keep one (`MainActorNetworkManager`, `NetworkManager`): the
/// state is the same in both, only who protects it changes. It is a plain value, protected by
/// whoever stores it; `nonisolated`, so that its methods run in the isolation of that owner
/// (the main actor for the class, the actor for the actor).
nonisolated struct ConnectionTable {
  /// The open connections, one per URL (23:47).
  private(set) var openConnections: [URL: Connection] = [:]
  /// How many fetches hold each open connection: it is closed when the last one is done.
  private(set) var users: [URL: Int] = [:]
  /// How many connections were ever opened (the next one's number, less one).
  private(set) var opened = 0
  /// How many times an open connection was handed out again.
  private(set) var reused = 0
  /// How many connections were closed.
  private(set) var closed = 0

  /// The connection for `url`: the open one, or a new one, counted as one more user either way.
  mutating func open(for url: URL) -> Connection {
    users[url, default: 0] += 1
    if let connection = openConnections[url] {
      reused += 1
      return connection
    }
    opened += 1
    let connection = Connection(number: opened, url: url)
    openConnections[url] = connection
    return connection
  }

  /// One user is done with `connection`; the last one closes it.
  ///
  /// A connection that is not the open one for its URL (closed already, or never handed out)
  /// is ignored: closing twice must not take another fetch's connection away.
  mutating func close(_ connection: Connection, for url: URL) {
    guard openConnections[url] == connection, let count = users[url] else { return }
    if count > 1 {
      users[url] = count - 1
      return
    }
    users[url] = nil
    openConnections[url] = nil
    closed += 1
  }
}
