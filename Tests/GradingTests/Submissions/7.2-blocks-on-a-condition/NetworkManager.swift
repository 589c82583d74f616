import Foundation
import Synchronization

nonisolated struct Connection: Hashable, Sendable {
  let number: Int
  let url: URL
}

/// Wakes whoever waits for a URL's connection.
nonisolated final class Signal: Sendable {
  private let condition = NSCondition()
  private let box = Mutexed()

  func wait() -> Connection {
    condition.lock()
    defer { condition.unlock() }
    while box.value == nil { condition.wait() }
    return box.value!
  }

  func signal(_ connection: Connection) {
    condition.lock()
    box.value = connection
    condition.broadcast()
    condition.unlock()
  }
}

nonisolated final class Mutexed: Sendable {
  private let storage = Mutex<Connection?>(nil)
  var value: Connection? {
    get { storage.withLock { $0 } }
    set { storage.withLock { $0 = newValue } }
  }
}

actor NetworkManager {
  private var openConnections: [URL: Connection] = [:]
  private var connecting: [URL: Signal] = [:]
  private let connect: @Sendable (URL) async -> Connection

  init(connect: @escaping @Sendable (URL) async -> Connection) {
    self.connect = connect
  }

  func openConnection(for url: URL) async -> Connection {
    if let connection = openConnections[url] {
      return connection
    }
    if let signal = connecting[url] {
      return signal.wait()
    }
    let signal = Signal()
    connecting[url] = signal
    let connection = await connect(url)
    openConnections[url] = connection
    connecting[url] = nil
    signal.signal(connection)
    return connection
  }

  func closeConnection(_ connection: Connection, for url: URL) {
    if openConnections[url] == connection {
      openConnections[url] = nil
    }
  }
}
