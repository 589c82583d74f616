import Synchronization

nonisolated final class ColorSchemeCache: Sendable {
  private let schemes = Mutex<[String: [UInt32]]>([:])

  func colors(for key: String) -> [UInt32]? {
    schemes.withLock { $0[key] }
  }

  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    if let stored = self.colors(for: key) { return stored }
    schemes.withLock { $0[key] = colors }
    return colors
  }

  var count: Int {
    schemes.withLock { $0.count }
  }
}
