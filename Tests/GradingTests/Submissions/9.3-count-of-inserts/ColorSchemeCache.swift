import Synchronization

nonisolated final class ColorSchemeCache: Sendable {
  private let schemes = Mutex<[String: [UInt32]]>([:])

  /// The colours stored for `key`, if any.
  func colors(for key: String) -> [UInt32]? {
    schemes.withLock { $0[key] }
  }

  private let inserts = Atomic<Int>(0)

  /// Stores `colors` for `key` unless colours are already there, and returns what the cache
  /// holds for it: the first colours stored win.
  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    inserts.add(1, ordering: .relaxed)
    return schemes.withLock { schemes in
      if let stored = schemes[key] { return stored }
      schemes[key] = colors
      return colors
    }
  }

  /// How many keys it holds, without taking the lock.
  var count: Int {
    inserts.load(ordering: .relaxed)
  }
}
