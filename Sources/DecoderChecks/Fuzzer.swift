import Foundation
import Workbook
import WorkbookTools

/// Decodes damaged copies of valid files and checks each outcome: the loop of
/// `imagefuzz fuzz` and of the fuzz tests in `swift test`, which differ only in how many
/// files they decode.
///
/// Every input must end in one of two ways: an image whose pixels fill its size, or an
/// `ImageError` with a message. Anything else is a failure: a malformed image, an error with
/// nothing to say, or, when a time limit is set, a decode slower than it (a loop that nearly
/// never ends). A trap ends the process; `TrapReport` turns that into one line in the tool.
public struct Fuzzer {
  /// What one decode gave.
  public enum Outcome: Equatable, Sendable {
    case decoded
    case refused
    case failed(String)
  }

  /// How the inputs of a run ended.
  public struct Totals: Sendable, CustomStringConvertible {
    public var decoded = 0
    public var refused = 0
    /// Each failure: the input's number and what went wrong.
    public var failures: [String] = []

    public var passed: Int { decoded + refused }

    public var description: String {
      "\(passed) passed, \(failures.count) failed (\(decoded) decoded, \(refused) refused with an error)"
    }
  }

  /// The valid files the inputs are made from, taken in turn.
  public let seeds: [[UInt8]]
  public let mutator: Mutator
  public var generator: SplitMix64
  /// The decoder under test: `Image(decoding:)` unless a test wants one format's own.
  public var decode: (Data) throws(ImageError) -> Image = { data throws(ImageError) in
    try Image(decoding: data)
  }
  /// The longest one decode may take. The tool sets one for its release runs; tests leave it
  /// out, since timing belongs in benchmarks and a debug or sanitized build is slow.
  public var timeLimit: Duration?

  public init(format: ImageFormat, seeds: [[UInt8]], seed: UInt64) {
    precondition(!seeds.isEmpty, "a fuzz run needs at least one valid file")
    self.seeds = seeds
    mutator = Mutator(format: format)
    generator = SplitMix64(seed: seed)
  }

  /// Decodes `count` inputs and returns how they ended; `progress` is called with the number of
  /// the input about to be decoded (which `TrapReport` names if it traps).
  public mutating func run(count: Int, progress: (Int) -> Void = { _ in }) -> Totals {
    var totals = Totals()
    for index in 0..<count {
      let input = mutator.mutant(of: seeds[index % seeds.count], using: &generator)
      progress(index)
      switch check(Data(input)) {
      case .decoded: totals.decoded += 1
      case .refused: totals.refused += 1
      case .failed(let what): totals.failures.append("input \(index): \(what)")
      }
    }
    return totals
  }

  /// Decodes `data` once and says how it ended.
  public func check(_ data: Data) -> Outcome {
    Fuzzer.outcome(of: data, decode: decode, timeLimit: timeLimit)
  }

  /// Decodes `data` once with `decode` and says how it ended: also for tests that make their
  /// own inputs rather than damage files.
  public static func outcome(
    of data: Data, decode: (Data) throws(ImageError) -> Image, timeLimit: Duration? = nil
  ) -> Outcome {
    let clock = ContinuousClock()
    let start = clock.now
    let outcome: Outcome
    do {
      let image = try decode(data)
      let wellFormed =
        image.width >= 1 && image.height >= 1
        && image.pixels.count == image.width * image.height * 4
      outcome = wellFormed ? .decoded : .failed("a malformed \(image) image")
    } catch {
      outcome = error.description.isEmpty ? .failed("an error without a message") : .refused
    }
    let elapsed = clock.now - start
    if let timeLimit, elapsed > timeLimit { return .failed("took \(elapsed)") }
    return outcome
  }
}
