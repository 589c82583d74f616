import Foundation
import Testing
import Workbook
import WorkbookTools

/// Random numbers a grader can replay: sizes and names no solution can know in advance,
/// drawn from a generator seeded per test, so that a failing run is run again with the
/// same inputs.
///
/// The seed is `WORKBOOK_SEED` (a number) mixed with the running test's identity, or a
/// fixed base without it: `swift test` gives every test the same inputs on every run. The
/// base seed is part of every name the helpers make (`photo-s2025-3fa9c1.ppm`), so a failure
/// message that names a file also says how to replay it: `WORKBOOK_SEED=2025 swift test`.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var generator: SplitMix64

  public init(seed: UInt64) {
    generator = SplitMix64(seed: seed)
  }

  public mutating func next() -> UInt64 {
    generator.next()
  }

  /// The environment variable that sets the base seed.
  public static let seedVariable = WorkbookVariable.seed.name

  /// The base seed: `WORKBOOK_SEED`, else a fixed number.
  public static var baseSeed: UInt64 {
    WorkbookVariable.seed.value.flatMap { UInt64($0) } ?? 2025
  }

  /// The seed of the running test: the base mixed with the test's identity (and its
  /// arguments', for a parameterised test), stable from run to run.
  public static var seedForCurrentTest: UInt64 {
    // FNV-1a, so the same test gets the same seed in every process.
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in identityOfCurrentTest.utf8 { hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3 }
    return (baseSeed &* 0x9E37_79B9_7F4A_7C15) ^ hash
  }

  /// The running test's identity, its arguments' and the order the explorer runs, as text
  /// that is the same in every process. A test case describes itself with the address of a private type
  /// (`unknown context at $7f4a9800e35c`), which moves from run to run: it is left out, or
  /// no seed, and so no failing run, would replay.
  static var identityOfCurrentTest: String {
    let test: String = Test.current.map { "\($0.id)" } ?? ""
    let testCase: String = Test.Case.current.map { String(describing: $0) } ?? ""
    let order = ArrivalOrder.current.map { "/order \($0.text)" } ?? ""
    return test + "/" + testCase.replacing(/\$[0-9a-fA-F]+/, with: "") + order
  }
}

/// A seeded source of random sizes and names, shared by one helper's calls.
public final class RandomInputs: Sendable {
  /// The base seed, as the names show it: `WORKBOOK_SEED=` this replays the run.
  public let baseSeed = SeededRandom.baseSeed
  private let generator: Locked<SeededRandom>

  public init(seed: UInt64 = SeededRandom.seedForCurrentTest) {
    generator = Locked(SeededRandom(seed: seed))
  }

  /// The running test's inputs: one stream per test (and per argument of a parameterised
  /// test), so its draws come in the same order on every run.
  public static var current: RandomInputs {
    let seed = SeededRandom.seedForCurrentTest
    return streams.withLock { streams in
      if let inputs = streams[seed] { return inputs }
      let inputs = RandomInputs(seed: seed)
      streams[seed] = inputs
      return inputs
    }
  }

  private static let streams = Locked<[UInt64: RandomInputs]>([:])

  /// A number in `range`.
  public func int(in range: ClosedRange<Int>) -> Int {
    generator.withLock { Int.random(in: range, using: &$0) }
  }

  /// `elements` in an order drawn from the seed: a choice of several different ones is its
  /// first few. Graders choose with this, never with `randomElement()` or `shuffled()`,
  /// whose system generator no seed replays.
  public func shuffled<Element>(_ elements: [Element]) -> [Element] {
    generator.withLock { elements.shuffled(using: &$0) }
  }

  /// One of `elements`, drawn from the seed.
  public func element<Element>(of elements: [Element]) -> Element {
    precondition(!elements.isEmpty, "nothing to choose from")
    return elements[int(in: 0...elements.count - 1)]
  }

  /// A name no solution can know in advance, carrying the base seed that made it:
  /// `photo-s2025-3fa9c1.ppm`.
  public func name(prefix: String, extension: String) -> String {
    let tag = String(int(in: 0x10_0000...0xFF_FFFF), radix: 16)
    return "\(prefix)-s\(baseSeed)-\(tag).\(`extension`)"
  }
}
