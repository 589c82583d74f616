import Testing
import Workbook
import WorkbookTesting

@testable import Chapter9

/// The cache made `Sendable` with a `Mutex` (Explore concurrency in SwiftUI, 23:47), used from
/// many tasks of the pool at once.
@Suite("Chapter 9: a class made Sendable with a Mutex", .tags(.dataRaces), .backstop)
struct Chapter9ColorSchemeCacheTests {
  static let keys = 8
  static let writersPerKey = 8

  @Test("Under concurrent access from a task group, each key keeps exactly one value")
  func oneValuePerKey() async {
    let cache = ColorSchemeCache()
    let results = await withTaskGroup(of: (Int, Int, [RGBA]).self) { group in
      for key in 0..<Self.keys {
        for writer in 0..<Self.writersPerKey {
          group.addTask { await Self.store(writer: writer, key: key, in: cache) }
        }
      }
      var results: [(Int, Int, [RGBA])] = []
      for await result in group { results.append(result) }
      return results
    }
    #expect(results.count == Self.keys * Self.writersPerKey)
    for key in 0..<Self.keys {
      let returned = results.filter { $0.0 == key }.map(\.2)
      #expect(Set(returned).count == 1, "key \(key) returned \(Set(returned).count) values")
      #expect(returned.first == cache.colors(for: "\(key)"))
    }
    #expect(cache.count == Self.keys)
    let stored = (0..<Self.keys).compactMap { cache.colors(for: "\($0)") }
    #expect(Set(stored).count == Self.keys)  // each value stored once, under its own key
  }

  /// A task group meets the race only by chance; threads released together at a barrier
  /// before each key, with keys long enough that the lock is handed to a waiting thread
  /// (see `InsertRace`), meet it on every run.
  @Test("Threads inserting each key at the same moment: every key keeps one value")
  func insertsAtTheSameMoment() async {
    let race = await InsertRace.run(fresh: ColorSchemeCache()) { cache, thread, key in
      cache.insert([RGBA(UInt8(thread * 40), 0, 0)], for: key)
    }
    #expect(
      race.split == 0,
      "\(race.split) of \(race.inserted) keys split; the first: \(race.firstSplit ?? "")")
  }

  @Test("What is stored is what is read, from the main actor and from the pool")
  func readBack() async {
    let cache = ColorSchemeCache()
    #expect(cache.colors(for: "a") == nil)
    _ = cache.insert([Photo.blue], for: "a")
    #expect(await Self.read("a", from: cache) == [Photo.blue])
    #expect(cache.insert([Photo.green], for: "a") == [Photo.blue])  // the first value stays
  }

  /// One writer: its own colour for `key`, stored from the pool; returns what the cache kept.
  @concurrent
  private static func store(
    writer: Int, key: Int, in cache: ColorSchemeCache
  ) async -> (Int, Int, [RGBA]) {
    let colors = [RGBA(UInt8(key * 16), UInt8(writer * 16), 0)]
    return (key, writer, cache.insert(colors, for: "\(key)"))
  }

  @concurrent
  private static func read(_ key: String, from cache: ColorSchemeCache) async -> [RGBA]? {
    cache.colors(for: key)
  }
}
