import Synchronization

/// A table whose first value for each key stays, guarded by a mutex.
nonisolated final class FirstWinsTable: Sendable {
  private let entries = Mutex<[String: [UInt32]]>([:])

  func value(for key: String) -> [UInt32]? {
    entries.withLock { $0[key] }
  }

  func keepFirst(_ value: [UInt32], for key: String) -> [UInt32] {
    entries.withLock { entries in
      if let first = entries[key] { return first }
      entries[key] = value
      return value
    }
  }

  var count: Int {
    entries.withLock { $0.count }
  }
}
