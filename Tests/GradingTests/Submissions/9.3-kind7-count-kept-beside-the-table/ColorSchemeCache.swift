import Synchronization

nonisolated final class ColorSchemeCache: Sendable {
  private let schemes = Mutex<[String: [UInt32]]>([:])

  /// The colours stored for `key`, if any.
  func colors(for key: String) -> [UInt32]? {
    schemes.withLock { $0[key] }
  }

  /// Stores `colors` for `key` unless colours are already there, and returns what the cache
  /// holds for it: the first colours stored win.
  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    let isNew = self.colors(for: key) == nil
    let kept = schemes.withLock { schemes in
      if let stored = schemes[key] { return stored }
      schemes[key] = colors
      return colors
    }
    if isNew { stored.add(1, ordering: .relaxed) }
    return kept
  }

  /// How many keys it holds, kept as a tally so that reading it takes no lock.
  private let stored = Atomic<Int>(0)

  var count: Int {
    stored.load(ordering: .relaxed)
  }
}
