import Foundation
import Testing
import WorkbookTools

@testable import Workbook

/// The choices the decoder makes where PNG's samples do not fit RGBA8 one to one.
@Suite("Converting PNG samples to RGBA")
struct PNGSampleTests {
  /// A 2×1 image of this colour type and depth, rows stored uncompressed, with extra chunks
  /// before its data.
  func file(depth: UInt8, colorType: UInt8, row: [UInt8], extra: [(type: String, data: [UInt8])])
    -> Data
  {
    PNGFile.make(
      [("IHDR", PNGFile.header(width: 2, height: 1, depth: depth, colorType: colorType))] + extra
        + [("IDAT", PNGEncoder.zlibStored([0] + row)), ("IEND", [])])
  }

  @Test("16-bit samples keep their high byte, as libpng's strip-16 does")
  func sixteenBitsKeepHighByte() throws {
    let image = try Image(
      decoding: file(depth: 16, colorType: 0, row: [0x12, 0xFF, 0x00, 0x80], extra: []))
    #expect(image[0, 0] == RGBA(0x12, 0x12, 0x12))
    #expect(image[1, 0] == RGBA(0, 0, 0))
  }

  @Test("A 16-bit tRNS key colour is compared on all 16 bits")
  func sixteenBitKey() throws {
    let image = try Image(
      decoding: file(
        depth: 16, colorType: 0, row: [0x12, 0x34, 0x12, 0x35], extra: [("tRNS", [0x12, 0x34])]))
    #expect(image[0, 0].alpha == 0)
    #expect(image[1, 0].alpha == 255)
  }

  @Test("An RGB key colour makes exactly the matching pixels transparent")
  func rgbKey() throws {
    let image = try Image(
      decoding: file(
        depth: 8, colorType: 2, row: [1, 2, 3, 1, 2, 4], extra: [("tRNS", [0, 1, 0, 2, 0, 3])]))
    #expect(image[0, 0] == RGBA(1, 2, 3, 0))
    #expect(image[1, 0] == RGBA(1, 2, 4, 255))
  }

  @Test("A palette index beyond PLTE's colours gives opaque black instead of a trap")
  func indexBeyondPalette() throws {
    let image = try Image(
      decoding: file(
        depth: 8, colorType: 3, row: [0, 200],
        extra: [("PLTE", [10, 20, 30]), ("tRNS", [128])]))
    #expect(image[0, 0] == RGBA(10, 20, 30, 128))
    #expect(image[1, 0] == RGBA(0, 0, 0, 255))
  }

  @Test("The kit's own PNG encoder's files decode to the image it wrote")
  func roundTrip() throws {
    var generator = SplitMix64(seed: 11)
    let image = try Image.random(width: 67, height: 45, using: &generator)
    #expect(try Image(decoding: image.pngData()) == image)
  }
}
