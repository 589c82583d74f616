import Foundation
import Testing
import WorkbookTesting

@testable import Exercise9_3

private nonisolated let exercise = ExerciseFile.exercise(
  "9.3", "09-swiftui/9.3-sendable-cache/ColorSchemeCache.swift")

/// Grades exercise 9.3: the cache is really `Sendable` (the file compiles cleanly in Swift 6
/// mode, with no escape hatch), and keeps one value per key under concurrent inserts.
@Suite(
  "Exercise 9.3: a cache every thread may use", .started(exercise), .watched(exercise),
  .backstop,
  .tags(.dataRaces))
struct Exercise9_3Tests {
  @Test("The file compiles cleanly in the Swift 6 language mode")
  func compilesCleanlyInSwift6() async throws {
    let compiles = try await Self.compilesInSwift6()
    exercise.expect(
      compiles,
      """
      Swift 6 rejects \(exercise.path) (its errors are above): the file must compile in the \
      Swift 6 language mode.
      """)
  }

  @Test("Under concurrent inserts from a task group, each key keeps one value")
  func oneValuePerKey() async throws {
    // Racing on an unprotected dictionary can crash the process: only run it once the file is
    // race-free by construction.
    let compiles = try await Self.compilesInSwift6(recording: false)
    try exercise.require(
      compiles,
      """
      Not run: Swift 6 rejects \(exercise.path), and racing on an unprotected dictionary can \
      crash the test run. Fix the Swift 6 errors that "The file compiles cleanly" reports first.
      """)
    let cache = ColorSchemeCache()
    let keys = RandomInputs.current.int(in: 4...12)
    // The inserts are watched as a scene: the wait ends when they have all returned, and a
    // wait that cannot end says what each of them waits for.
    let work = HeldWork("the concurrent inserts")
    let inserting = work.start {
      await withTaskGroup(of: (Int, [UInt32]).self) { group in
        for key in 0..<keys {
          for writer in 0..<8 {
            group.addTask { await Self.insert(writer: writer, key: key, into: cache) }
          }
        }
        var results: [(Int, [UInt32])] = []
        for await result in group { results.append(result) }
        return results
      }
    }
    let results = try await work.ended(inserting)
    for key in 0..<keys {
      let returned = Set(results.filter { $0.0 == key }.map(\.1))
      exercise.expect(
        returned.count == 1 && returned.first == cache.colors(for: "\(key)"),
        """
        Key \(key) gave its callers \(returned.count) different values: every caller of a \
        key must be given the first value stored for it, however many insert it at once.
        """)
    }
    exercise.expect(
      cache.count == keys,
      """
      \(keys) keys were inserted at once, and the cache holds \(cache.count): an insert was \
      lost. No insert may undo another's, however many run at once.
      """)
  }

  /// Threads meet at a barrier before each key, then insert it at the same moment, round
  /// after round with longer keys (see `InsertRace`): an insert that looks and stores in two
  /// separate steps lets two of them find the key empty, and each is given its own value; a
  /// right cache can never give two callers of one key two values, nor count a key twice.
  @Test("Threads inserting each key at the same moment: every key keeps one value, counted once")
  func insertsAtTheSameMoment() async throws {
    let compiles = try await Self.compilesInSwift6(recording: false)
    try exercise.require(
      compiles, "Not run: Swift 6 rejects \(exercise.path); see \"The file compiles cleanly\".")
    let race = await InsertRace.run(fresh: ColorSchemeCache(), count: \.count) {
      cache, thread, key in
      cache.insert([UInt32(thread + 1)], for: key)
    }
    exercise.expect(
      race.split == 0,
      """
      \(InsertRace.threads) threads inserted each of \(race.inserted) keys at the same moment, \
      and for \(race.split) of those keys (the first: \(race.firstSplit ?? "")) the threads \
      were given different values: every thread must be given the first value stored for \
      its key.
      """)
    exercise.expect(
      race.miscount == nil,
      """
      \(InsertRace.threads) threads inserted each key at the same moment, and the cache's \
      count was not the number of keys it holds (\(race.miscount ?? "")): count must say \
      what the cache holds, whenever it is read.
      """)
  }

  /// Families of keys alike in one way or another (see `LookAlikeKeys`), each inserted
  /// into a cache of its own in an order drawn from the seed: keys that differ in every
  /// character, as the other tests draw them, never show a cache that takes two different
  /// keys for one.
  @Test("Keys that look alike are different keys, each with its own colours")
  func lookAlikeKeysKeptApart() async throws {
    for family in LookAlikeKeys.families() {
      let keys = RandomInputs.current.shuffled(family.keys)
      let cache = ColorSchemeCache()
      // The key at `index` is given the colours [index + 1], so colours name their key.
      let given = keys.indices.map { cache.insert([UInt32($0 + 1)], for: keys[$0]) }
      for (index, key) in keys.enumerated() {
        let own = [UInt32(index + 1)]
        let held = given[index] == own ? cache.colors(for: key) : given[index]
        guard held != own else { continue }
        exercise.fail(
          """
          Keys that \(family.likeness) were inserted into a new cache, one after the other \
          (\(keys.map(LookAlikeKeys.shown).joined(separator: ", "))), each with colours of \
          its own, and \(LookAlikeKeys.shown(key)) then held \(Self.whose(held, keys)): \
          different keys must each keep their own colours, however alike they look.
          """)
        return
      }
      exercise.expect(
        cache.count == keys.count,
        """
        \(keys.count) keys that \(family.likeness) were inserted into a new cache, and it \
        says it holds \(cache.count): each different key is a key of its own.
        """)
    }
  }

  /// Whose colours `colors` are, for a message: the colours `[n]` were inserted for
  /// `keys[n - 1]`.
  static func whose(_ colors: [UInt32]?, _ keys: [String]) -> String {
    guard let colors else { return "no colours" }
    guard let first = colors.first, keys.indices.contains(Int(first) - 1) else {
      return "colours no key was given"
    }
    return "the colours inserted for \(LookAlikeKeys.shown(keys[Int(first) - 1]))"
  }

  @Test("No escape hatch silences the compiler")
  func noEscapeHatches() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint:
        "The cache is reached from several threads at once; a hatch hides that race and keeps it.")
  }

  /// Whether Swift 6 mode accepts the file; records each error unless told not to.
  static func compilesInSwift6(recording: Bool = true) async throws -> Bool {
    try await exercise.compilesInSwift6(
      failingWith: recording
        ? """
        A class shared by every thread is Sendable only if no two threads can change its state \
        at once.
        """ : nil)
  }

  /// One writer, on the pool: its own colours for `key`; returns what the cache kept.
  @concurrent
  private static func insert(
    writer: Int, key: Int, into cache: ColorSchemeCache
  ) async -> (Int, [UInt32]) {
    (key, cache.insert([UInt32(key * 100 + writer)], for: "\(key)"))
  }
}
