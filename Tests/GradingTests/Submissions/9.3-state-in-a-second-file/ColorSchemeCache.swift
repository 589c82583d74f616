nonisolated final class ColorSchemeCache: Sendable {
  private let table = FirstWinsTable()

  func colors(for key: String) -> [UInt32]? {
    table.value(for: key)
  }

  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    table.keepFirst(colors, for: key)
  }

  var count: Int {
    table.count
  }
}
