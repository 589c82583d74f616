import DecoderChecks
import Foundation
import Testing

@testable import Workbook

/// Decodes damaged JPEG files with the mutator of `imagefuzz fuzz --format jpeg` (the long
/// run): a baseline, a progressive and a restart-interval file, each damaged its own way.
@Suite("Decoding damaged JPEG data never traps")
struct JPEGFuzzTests {
  @Test(
    "Randomly damaged copies of valid files decode or throw",
    arguments: ["baseline-422-q50", "progressive-grey", "restart-420"])
  func damagedFiles(name: String) throws {
    let original = [UInt8](try JPEGFixtures.jpeg(name))
    var fuzzer = Fuzzer(format: .jpeg, seeds: [original], seed: 0x1_2345 &+ UInt64(original.count))
    expectEveryInputPasses(fuzzer.run(count: 120))
  }
}
