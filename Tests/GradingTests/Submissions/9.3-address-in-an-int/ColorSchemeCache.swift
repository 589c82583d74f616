// Exercise 9.3, a wrong submission: what the compiler cannot see, it cannot reject.

import Workbook

nonisolated final class ColorSchemeCache: Sendable {
  private let address: Int
  private let lock = Locked(0)

  init() {
    let storage = UnsafeMutablePointer<[String: [UInt32]]>.allocate(capacity: 1)
    storage.initialize(to: [:])
    address = Int(bitPattern: storage)
  }

  private var schemes: UnsafeMutablePointer<[String: [UInt32]]> {
    UnsafeMutablePointer(bitPattern: address)!
  }

  func colors(for key: String) -> [UInt32]? {
    lock.withLock { _ in schemes.pointee[key] }
  }

  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    lock.withLock { _ in
      if let stored = schemes.pointee[key] { return stored }
      schemes.pointee[key] = colors
      return colors
    }
  }

  var count: Int {
    lock.withLock { _ in schemes.pointee.count }
  }
}
