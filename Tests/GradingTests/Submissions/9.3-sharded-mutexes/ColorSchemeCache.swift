import Synchronization

nonisolated final class ColorSchemeCache: Sendable {
  /// One part of the cache, behind its own lock.
  private final class Shard: Sendable {
    let schemes = Mutex<[String: [UInt32]]>([:])
  }

  /// Eight shards, so that threads with different keys rarely wait for each other.
  private let shards: [Shard] = (0..<8).map { _ in Shard() }

  /// The shard that holds `key`: the same one every time.
  private func shard(for key: String) -> Shard {
    shards[Int(key.utf8.reduce(UInt8(0)) { $0 &+ $1 } % 8)]
  }

  /// The colours stored for `key`, if any.
  func colors(for key: String) -> [UInt32]? {
    shard(for: key).schemes.withLock { $0[key] }
  }

  /// Stores `colors` for `key` unless colours are already there, and returns what the cache
  /// holds for it: the first colours stored win.
  func insert(_ colors: [UInt32], for key: String) -> [UInt32] {
    shard(for: key).schemes.withLock { schemes in
      if let stored = schemes[key] { return stored }
      schemes[key] = colors
      return colors
    }
  }

  /// How many keys it holds.
  var count: Int {
    shards.reduce(0) { total, shard in total + shard.schemes.withLock { $0.count } }
  }
}
