import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// Feeds `Image(decoding:)` damaged JPEG files, seeded so a failure can be replayed. Any trap
/// would crash the run; each input must decode to a well-formed image or throw an
/// `ImageError` with a message. The long run (100 000 inputs) is `swift run -c release
/// jpegfuzz`.
@Suite("Decoding damaged JPEG data never traps")
struct JPEGFuzzTests {
  @Test(
    "Randomly damaged copies of valid files decode or throw",
    arguments: ["baseline-422-q50", "progressive-grey", "restart-420"])
  func damagedFiles(name: String) throws {
    let original = [UInt8](try JPEGFixtures.jpeg(name))
    var generator = SplitMix64(seed: 0x1_2345 &+ UInt64(original.count))
    var outcomes = (decoded: 0, rejected: 0)
    for _ in 0..<120 {
      var bytes = original
      for _ in 0..<Int.random(in: 1...3, using: &generator) {
        let position = Int.random(in: 0..<bytes.count, using: &generator)
        switch Int.random(in: 0..<4, using: &generator) {
        case 0: bytes[position] = UInt8.random(in: 0...255, using: &generator)
        case 1: bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
        case 2: bytes[position] = [0xFF, 0x00, 0xD9, 0xC4].randomElement(using: &generator)!
        default: bytes.removeSubrange(position..<min(bytes.count, position + 5))
        }
      }
      do {
        let image = try Image(decoding: Data(bytes))
        #expect(image.pixels.count == image.width * image.height * 4)
        outcomes.decoded += 1
      } catch {
        #expect(!error.description.isEmpty)
        outcomes.rejected += 1
      }
    }
    // Both outcomes happen, so the run reaches both the decoding and the refusing paths.
    #expect(outcomes.decoded > 0 && outcomes.rejected > 0, "\(outcomes)")
  }
}
