import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// Feeds `Image(ppm:)` thousands of seeded random inputs. Any trap would crash the test run;
/// each input must either throw an `ImageError` or give a well-formed image.
@Suite("Decoding random and damaged PPM data")
struct PPMFuzzTests {
  /// Decodes `data` and checks the outcome; returns whether it decoded.
  private func decodes(_ data: Data, sourceLocation: SourceLocation = #_sourceLocation) -> Bool {
    do {
      let image = try Image(ppm: data)
      #expect(image.width >= 1 && image.height >= 1, sourceLocation: sourceLocation)
      #expect(image.pixels.count == image.width * image.height * 4, sourceLocation: sourceLocation)
      return true
    } catch {
      // Typed throws: `error` is an `ImageError`, and it has a message to show.
      #expect(!error.description.isEmpty, sourceLocation: sourceLocation)
      return false
    }
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
  func damagedFiles() throws {
    var generator = SplitMix64(seed: 2_024)
    let original = try Image.random(width: 6, height: 4, using: &generator)
    let files = [original.ppmData(), original.ppmData(plain: true)]
    var outcomes = (decoded: 0, rejected: 0)
    for index in 0..<2_000 {
      var bytes = [UInt8](files[index % 2])
      // Overwrite a few bytes, mostly near the header, and sometimes cut the end off.
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: 0..<min(bytes.count, 24), using: &generator)
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      }
      if Bool.random(using: &generator) {
        bytes.removeLast(Int.random(in: 0..<bytes.count, using: &generator))
      }
      if decodes(Data(bytes)) { outcomes.decoded += 1 } else { outcomes.rejected += 1 }
    }
    // Both kinds of outcome happen, so the test really reaches both paths.
    #expect(outcomes.decoded > 0)
    #expect(outcomes.rejected > 0)
  }
}
