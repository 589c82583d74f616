import Foundation
import Workbook
import WorkbookTools

/// Decodes damaged copies of valid files and checks each outcome.
struct Fuzzer {
  /// The valid files the inputs are made from.
  let seeds: [[UInt8]]
  var generator: SplitMix64

  init(seeds: [[UInt8]], seed: UInt64) {
    self.seeds = seeds
    generator = SplitMix64(seed: seed)
  }

  /// Runs `count` inputs, prints a progress line now and then and the closing tally, and
  /// returns how many failed (decoded to a malformed image, or took over two seconds).
  mutating func run(count: Int) -> Int {
    var outcomes = (decoded: 0, rejected: 0, failed: 0)
    let clock = ContinuousClock()
    let start = clock.now
    for index in 0..<count {
      let input = Mutator.damage(seeds[index % seeds.count], using: &generator)
      let began = clock.now
      do {
        let image = try Image(decoding: Data(input))
        if image.pixels.count == image.width * image.height * 4 {
          outcomes.decoded += 1
        } else {
          outcomes.failed += 1
          print("input \(index): decoded to a malformed \(image.width)×\(image.height) image")
        }
      } catch {
        if error.description.isEmpty {
          outcomes.failed += 1
          print("input \(index): an error without a message")
        } else {
          outcomes.rejected += 1
        }
      }
      if clock.now - began > .seconds(2) {
        outcomes.failed += 1
        print("input \(index): took \(clock.now - began)")
      }
      if (index + 1) % 20_000 == 0 {
        print("\(index + 1) inputs: \(outcomes.decoded) decoded, \(outcomes.rejected) rejected")
      }
    }
    let elapsed = clock.now - start
    print(
      "\(count) inputs from \(seeds.count) files in \(elapsed): \(outcomes.decoded) decoded, "
        + "\(outcomes.rejected) rejected with an error")
    print("\(count - outcomes.failed) passed, \(outcomes.failed) failed")
    return outcomes.failed
  }
}
