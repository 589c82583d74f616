import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// Feeds `Image(decoding:)` a few hundred seeded mutations of valid PNG files. Any trap would
/// crash the run; each input must throw an `ImageError` or give a well-formed image. Half the
/// mutants get their CRCs mended, so the damage reaches the inflater and the filters instead
/// of stopping at the chunk check. The last two seeds hold one fixed-Huffman block each, so
/// the damage also reaches the fixed code's distance codes 30 and 31 and length codes 286 and
/// 287, which no dynamic table can hold. The long run is `swift run -c release imagefuzz
/// --fuzz`.
@Suite("Decoding damaged PNG data")
struct PNGFuzzTests {
  @Test("Mutated PNG files never crash the decoder")
  func mutatedFiles() throws {
    let seeds = try [
      "suite/basi0g04.png", "suite/basn3p04.png", "suite/basi6a08.png", "suite/basn4a16.png",
      "encoders/pypng-i-rgbkey16.png", "encoders/netpbm-rgb-fast.png", "encoders/pypng-n-rgb8.png",
      "suite/tbgn3p08.png",
    ].map { try [UInt8](PNGFixtures.data($0)) }
    var generator = SplitMix64(seed: 0x0050_4E47)
    var decoded = 0
    var failed = 0
    for round in 0..<400 {
      var bytes = seeds[round % seeds.count]
      for _ in 0..<Int.random(in: 1...4, using: &generator) {
        let index = Int.random(in: 8..<bytes.count, using: &generator)
        bytes[index] = UInt8.random(in: 0...255, using: &generator)
      }
      if round.isMultiple(of: 2) {
        bytes =
          PNGInspector(Data(bytes)).map { inspector in
            [UInt8](PNGFile.make(inspector.chunks.map { ($0.type, $0.data) }))
          } ?? bytes
      }
      do {
        let image = try Image(decoding: Data(bytes))
        #expect(image.pixels.count == image.width * image.height * 4)
        decoded += 1
      } catch {
        #expect(!error.description.isEmpty)
        failed += 1
      }
    }
    // Both outcomes happen: the mutations are neither all harmless nor all caught at once.
    #expect(decoded > 0 && failed > 0)
  }
}
