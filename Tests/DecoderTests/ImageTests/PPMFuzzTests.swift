import DecoderChecks
import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// Feeds `Image(ppm:)` thousands of seeded random inputs: made up from nothing, from a valid
/// magic number or a valid header, and damaged by the mutator of `imagefuzz fuzz --format ppm`
/// (the long run). Each must throw an `ImageError` or give a well-formed image.
@Suite("Decoding random and damaged PPM data")
struct PPMFuzzTests {
  /// Decodes `data` and checks the outcome; returns whether it decoded.
  private func decodes(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    let outcome = Fuzzer.outcome(of: data, decode: Image.init(ppm:))
    if case .failed(let what) = outcome { Issue.record("\(what)", sourceLocation: sourceLocation) }
    return outcome == .decoded
  }

  @Test("Random bytes never crash the decoder")
  func randomBytes() {
    var generator = SplitMix64(seed: 0x5EED)
    for _ in 0..<3_000 {
      let count = Int.random(in: 0...64, using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      _ = decodes(Data(bytes))
    }
  }

  @Test("Random bytes after a valid magic number never crash the decoder")
  func randomBytesAfterMagic() {
    var generator = SplitMix64(seed: 42)
    let alphabet = Array("0123456789 \n\t\r#-+x".utf8)
    for index in 0..<3_000 {
      let count = Int.random(in: 0...48, using: &generator)
      // Half the time, draw from header-like characters so the parser gets further.
      let bytes = (0..<count).map { _ in
        index.isMultiple(of: 2)
          ? alphabet.randomElement(using: &generator)!
          : UInt8.random(in: 0...255, using: &generator)
      }
      _ = decodes(ppm(index % 4 < 2 ? "P6" : "P3", bytes))
    }
  }

  @Test("Valid headers followed by random pixel data decode whenever there is enough of it")
  func randomPixelData() {
    var generator = SplitMix64(seed: 7)
    var decoded = 0
    for _ in 0..<500 {
      let width = Int.random(in: 1...5, using: &generator)
      let height = Int.random(in: 1...5, using: &generator)
      let count = Int.random(in: 0...(width * height * 3 + 4), using: &generator)
      let bytes = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
      let didDecode = decodes(ppm("P6 \(width) \(height) 255\n", bytes))
      #expect(didDecode == (count >= width * height * 3))
      decoded += didDecode ? 1 : 0
    }
    #expect(decoded > 0)
  }

  @Test("Damaged copies of valid files never crash the decoder")
  func damagedFiles() {
    var fuzzer = Fuzzer(format: .ppm, seeds: FuzzSeeds.ppm(), seed: 2_024)
    fuzzer.decode = Image.init(ppm:)
    expectEveryInputPasses(fuzzer.run(count: 2_000))
  }
}
