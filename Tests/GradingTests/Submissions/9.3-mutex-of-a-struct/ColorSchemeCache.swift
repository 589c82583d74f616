import Synchronization

/// The cache's table, with the one rule it keeps: the first colours stored for a key stay.
nonisolated struct SchemeTable: Sendable {
  private(set) var entries: [String: [UInt32]] = [:]

  mutating func keepFirst(_ colors: [UInt32], for key: String) -> [UInt32] {
    if let first = entries[key] { return first }
    entries[key] = colors
    return colors
  }
}

nonisolated final class ColorSchemeCache: Sendable {
  private let table = Mutex(SchemeTable())

  func colors(for key: String) -> [UInt32]? {
    table.withLock { $0.entries[key] }
  }

  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    table.withLock { $0.keepFirst(colors, for: key) }
  }

  var count: Int {
    table.withLock { $0.entries.count }
  }
}
