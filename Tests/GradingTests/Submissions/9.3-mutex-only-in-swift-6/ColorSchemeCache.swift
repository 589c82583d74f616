#if swift(>=6)
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
      schemes.withLock { schemes in
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
#else
  nonisolated final class ColorSchemeCache: Sendable {
    private var schemes: [String: [UInt32]] = [:]

    /// The colours stored for `key`, if any.
    func colors(for key: String) -> [UInt32]? {
      schemes[key]
    }

    /// Stores `colors` for `key` unless colours are already there, and returns what the cache
    /// holds for it: the first colours stored win.
    func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
      if let stored = schemes[key] { return stored }
      schemes[key] = colors
      return colors
    }

    /// How many keys it holds.
    var count: Int {
      schemes.count
    }
  }
#endif
