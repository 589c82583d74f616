import Foundation
import Testing
import WorkbookTools

@testable import Workbook

@Suite("Decoding PPM images")
struct PPMDecodingTests {
  @Test("A binary P6 image decodes to the pixels it holds, opaque")
  func decodesBinary() throws {
    let image = try Image(ppm: ppm("P6\n2 2\n255\n", [255, 0, 0, 0, 255, 0, 0, 0, 255, 1, 2, 3]))
    #expect(image.description == "2×2")
    #expect(image[0, 0] == RGBA(255, 0, 0))
    #expect(image[1, 0] == RGBA(0, 255, 0))
    #expect(image[0, 1] == RGBA(0, 0, 255))
    #expect(image[1, 1] == RGBA(1, 2, 3, 255))
  }

  @Test("A plain P3 image decodes to the same image as its binary P6 twin")
  func plainEqualsBinary() throws {
    var generator = SplitMix64(seed: 3)
    let original = try Image.random(width: 7, height: 5, using: &generator)
    let text = original.rgb.map(String.init).joined(separator: " ")
    let plain = try Image(ppm: ppm("P3\n7 5\n255\n" + text + "\n"))
    let binary = try Image(ppm: ppm("P6\n7 5\n255\n", original.rgb))
    #expect(plain == binary)
    #expect(binary == original)
  }

  @Test("Two-byte samples are big-endian and scale to 8 bits with rounding")
  func sixteenBitSamples() throws {
    // 0, 65535 and 32768 (0x8000) of 65535; then 1, 2 and 0x0102 = 258 of 65535.
    let samples: [UInt8] = [0, 0, 0xFF, 0xFF, 0x80, 0x00, 0, 1, 0, 2, 0x01, 0x02]
    let image = try Image(ppm: ppm("P6 2 1 65535\n", samples))
    #expect(image[0, 0] == RGBA(0, 255, 128))
    #expect(image[1, 0] == RGBA(0, 0, 1))
  }

  @Test(
    "Samples of any maximum value scale with rounding",
    arguments: [
      (maxValue: 1, sample: 1, expected: 255 as UInt8), (3, 1, 85), (3, 2, 170), (1000, 500, 128),
      (256, 128, 128), (65_535, 257, 1), (65_535, 128, 0), (100, 100, 255),
    ])
  func scalesSamples(maxValue: Int, sample: Int, expected: UInt8) throws {
    let image = try Image(ppm: ppm("P3 1 1 \(maxValue)\n\(sample) 0 \(maxValue)\n"))
    #expect(image[0, 0] == RGBA(expected, 0, 255))
  }

  @Test("Comments count as whitespace anywhere in the header, even inside a token")
  func commentsInHeader() throws {
    let header = "P6 # binary\n# a whole line\n2#width\n1 # height\n255# ends the header\n"
    let image = try Image(ppm: ppm(header, [1, 2, 3, 4, 5, 6]))
    #expect(image[0, 0] == RGBA(1, 2, 3))
    #expect(image[1, 0] == RGBA(4, 5, 6))
  }

  @Test("Tabs, carriage returns and runs of whitespace separate header fields")
  func whitespaceInHeader() throws {
    let image = try Image(ppm: ppm("P6\t\t2\r\n\r\n1 \u{0B}\u{0C} 255\r", [1, 2, 3, 4, 5, 6]))
    #expect(image[1, 0] == RGBA(4, 5, 6))
  }

  @Test("Exactly one whitespace byte ends the header, so pixel data may start with one")
  func rasterStartsAfterOneWhitespace() throws {
    // The first sample is 10, a line feed; a decoder that skipped it would read 20, 30, ...
    let image = try Image(ppm: ppm("P6 1 1 255\n", [10, 32, 9]))
    #expect(image[0, 0] == RGBA(10, 32, 9))
  }

  @Test("Plain samples may be spread over lines, with comments between them")
  func plainLayout() throws {
    let image = try Image(ppm: ppm("P3\n2 1\n15\n15\n0   0 # the first pixel\n\t0 15\r\n0"))
    #expect(image[0, 0] == RGBA(255, 0, 0))
    #expect(image[1, 0] == RGBA(0, 255, 0))
  }

  @Test("Bytes after the pixel data are ignored")
  func trailingBytes() throws {
    let image = try Image(ppm: ppm("P6 1 1 255\n", [7, 8, 9, 0xFF, 0x00, 0x42]))
    #expect(image[0, 0] == RGBA(7, 8, 9))
  }

  @Test("Data that is a slice of a larger buffer decodes the same")
  func decodesSlices() throws {
    let whole = Data([0, 0, 0]) + ppm("P6 1 1 255\n", [7, 8, 9])
    let image = try Image(ppm: whole.dropFirst(3))
    #expect(image[0, 0] == RGBA(7, 8, 9))
  }
}
