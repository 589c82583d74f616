import Dispatch
import Synchronization

nonisolated final class ColorSchemeCache: Sendable {
  private let queue = DispatchQueue(label: "color-scheme-cache")
  private let storage = Mutex<[String: [UInt32]]>([:])

  func colors(for key: String) -> [UInt32]? {
    queue.sync { storage.withLock { $0[key] } }
  }

  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    queue.sync {
      storage.withLock { schemes in
        if let stored = schemes[key] { return stored }
        schemes[key] = colors
        return colors
      }
    }
  }

  var count: Int {
    queue.sync { storage.withLock(\.count) }
  }
}
