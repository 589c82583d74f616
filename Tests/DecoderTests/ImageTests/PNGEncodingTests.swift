import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

@testable import Workbook

@Suite("Encoding PNG images")
struct PNGEncodingTests {
  /// 2×2: red, green / blue, half-transparent white.
  static func fourColours() throws -> Image {
    var image = try Image(width: 2, height: 2, filling: RGBA(255, 0, 0))
    image[1, 0] = RGBA(0, 255, 0)
    image[0, 1] = RGBA(0, 0, 255)
    image[1, 1] = RGBA(255, 255, 255, 128)
    return image
  }

  @Test("A PNG starts with the signature and holds IHDR, IDAT and IEND, in that order")
  func structure() throws {
    let png = try #require(PNGInspector(Self.fourColours().pngData()))
    #expect(png.signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
    #expect(png.chunks.map(\.type) == ["IHDR", "IDAT", "IEND"])
    #expect(png.chunks.last?.data.isEmpty == true)
    #expect(png.chunks.last?.storedCRC == 0xAE42_6082)
  }

  @Test("The header says width, height, 8 bits, RGBA, no interlace")
  func header() throws {
    let image = try Image(width: 300, height: 2, filling: RGBA(1, 2, 3))
    let png = try #require(PNGInspector(image.pngData()))
    let header = try #require(png.chunks.first { $0.type == "IHDR" })
    #expect(header.data == [0, 0, 1, 44, 0, 0, 0, 2, 8, 6, 0, 0, 0])
  }

  @Test("Every chunk's CRC matches a bitwise CRC-32 of its type and data")
  func chunkChecksums() throws {
    var generator = SplitMix64(seed: 9)
    let image = try Image.random(width: 17, height: 9, using: &generator)
    let png = try #require(PNGInspector(image.pngData()))
    for chunk in png.chunks {
      #expect(chunk.storedCRC == chunk.computedCRC, "chunk \(chunk.type)")
    }
  }

  @Test("Inflating the pixel data gives each row behind a filter byte of 0")
  func filteredRows() throws {
    let image = try Self.fourColours()
    let png = try #require(PNGInspector(image.pngData()))
    let inflated = try #require(PNGInspector.inflateStored(png.zlibStream))
    let rows: [UInt8] = [0, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 0, 255, 255, 255, 255, 255, 128]
    #expect(inflated.bytes == rows)
  }

  @Test("Data over 65535 bytes is split into full stored blocks")
  func storedBlocks() throws {
    var generator = SplitMix64(seed: 11)
    let image = try Image.random(width: 200, height: 90, using: &generator)
    let png = try #require(PNGInspector(image.pngData()))
    let inflated = try #require(PNGInspector.inflateStored(png.zlibStream))
    #expect(inflated.blocks == [65_535, 90 * 801 - 65_535])
    #expect(inflated.bytes == image.filteredRows())
    #expect(inflated.bytes.count == 90 * (200 * 4 + 1))
  }

  @Test("A 1×1 image makes a valid PNG too")
  func smallestImage() throws {
    let image = try Image(width: 1, height: 1, filling: RGBA(10, 20, 30, 40))
    let png = try #require(PNGInspector(image.pngData()))
    #expect(png.chunks.allSatisfy { $0.storedCRC == $0.computedCRC })
    #expect(PNGInspector.inflateStored(png.zlibStream)?.bytes == [0, 10, 20, 30, 40])
  }

  @Test("The checksums match their published check values")
  func checkValues() {
    #expect(CRC32.checksum(of: Array("123456789".utf8)) == 0xCBF4_3926)
    #expect(CRC32.checksum(of: []) == 0)
    #expect(Adler32.checksum(of: Array("Wikipedia".utf8)) == 0x11E6_0398)
    #expect(Adler32.checksum(of: []) == 1)
  }
}
