import DecoderChecks
import Foundation
import Testing

@testable import Workbook

/// Decodes a thousand damaged PNG files with the mutator of `imagefuzz fuzz --format png`
/// (the long run). The last two seeds hold one fixed-Huffman block each, so the damage also
/// reaches the fixed code's distance codes 30 and 31 and length codes 286 and 287, which no
/// dynamic table can hold.
@Suite("Decoding damaged PNG data")
struct PNGFuzzTests {
  @Test("Mutated PNG files never crash the decoder")
  func mutatedFiles() throws {
    let seeds = try [
      "suite/basi0g04.png", "suite/basn3p04.png", "suite/basi6a08.png", "suite/basn4a16.png",
      "encoders/pypng-i-rgbkey16.png", "encoders/netpbm-rgb-fast.png", "encoders/pypng-n-rgb8.png",
      "suite/tbgn3p08.png",
    ].map { try [UInt8](PNGFixtures.data($0)) }
    var fuzzer = Fuzzer(format: .png, seeds: seeds, seed: 0x0050_4E47)
    expectEveryInputPasses(fuzzer.run(count: 1_000))
  }
}
