import Synchronization

nonisolated final class ColorSchemeCache: Sendable {
  private let schemes = Mutex<[String: [UInt32]]>([:])

  /// The colours stored for `key`, if any.
  func colors(for key: String) -> [UInt32]? {
    schemes.withLock { $0[key.lowercased()] }
  }

  /// Stores `colors` for `key` unless colours are already there, and returns what the cache
  /// holds for it: the first colours stored win.
  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    schemes.withLock { schemes in
      let key = key.lowercased()
      if let stored = schemes[key] { return stored }
      schemes[key] = colors
      return colors
    }
  }

  /// How many keys it holds.
  var count: Int {
    schemes.withLock { $0.count }
  }
}
