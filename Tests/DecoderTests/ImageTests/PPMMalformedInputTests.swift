import Foundation
import Testing

@testable import Workbook

@Suite("Rejecting malformed PPM input")
struct PPMMalformedInputTests {
  /// A valid 4×3 binary image with a comment, cut short in each test below.
  static let valid = ppm("P6\n# a comment\n4 3\n255\n", [UInt8](repeating: 200, count: 36))
  static let headerLength = "P6\n# a comment\n4 3\n255\n".utf8.count

  @Test("Empty data is not a PPM image")
  func emptyData() {
    #expect(throws: ImageError.self) { try Image(ppm: Data()) }
    #expect(decodingError(Data())?.isUnsupportedFormat == true)
  }

  @Test(
    "Other formats, including the other netpbm ones, are unsupported",
    arguments: [
      "P5 1 1 255\n\0", "P1 1 1\n1", "GIF89a", "\u{89}PNG", "p6 1 1 255\n\0\0\0", "P",
    ])
  func unsupportedFormats(text: String) {
    #expect(decodingError(ppm(text))?.isUnsupportedFormat == true)
  }

  @Test("Every cut inside the header is a malformed header")
  func truncatedHeaders() {
    for length in 2..<Self.headerLength {
      let error = decodingError(Self.valid.prefix(length))
      #expect(
        error?.isMalformedHeader == true, "cut after \(length) bytes: \(String(describing: error))")
    }
  }

  @Test("Every cut inside the pixel data says how much data is missing")
  func truncatedPixelData() {
    for found in 0..<36 {
      let error = decodingError(Self.valid.prefix(Self.headerLength + found))
      #expect(error == .truncatedData(expected: 36, found: found))
    }
    #expect(decodingError(Self.valid) == nil)
  }

  @Test("Two-byte samples need twice the data")
  func truncatedSixteenBitData() {
    let data = ppm("P6 2 1 1000\n", [UInt8](repeating: 0, count: 11))
    #expect(decodingError(data) == .truncatedData(expected: 12, found: 11))
  }

  @Test(
    "Missing and non-numeric fields are malformed headers",
    arguments: [
      "P6", "P6\n", "P6 4", "P6 4 3", "P6 4 3 ", "P6 4 3 255", "P64 3 255\n", "P6 four 3 255\n",
      "P6 4x 3 255\n", "P6 4 3 2.5\n", "P6 -4 3 255\n", "P6 4 -3 255\n", "P6 4 3 -1\n",
      "P6 4 3 +255\n", "P6 # a comment to the end", "P6 4 3 255x", "P3 1 1 255", "P6 4 3\0 255\n",
    ])
  func malformedFields(header: String) {
    let error = decodingError(ppm(header, [UInt8](repeating: 1, count: 64)))
    #expect(error?.isMalformedHeader == true, "\(String(describing: error))")
  }

  @Test(
    "Zero and absurd sizes are invalid dimensions, checked before any allocation",
    arguments: [
      ("P6 0 4 255\n", 0, 4), ("P6 4 0 255\n", 4, 0), ("P3 0 0 255\n", 0, 0),
      ("P6 16385 1 255\n", 16_385, 1), ("P6 1 16385 255\n", 1, 16_385),
      ("P6 99999999999999999999999 1 255\n", Int.max, 1),
      ("P6 1 9223372036854775808 255\n", 1, Int.max),
    ])
  func invalidDimensions(header: String, width: Int, height: Int) {
    let error = decodingError(ppm(header, [1, 2, 3]))
    #expect(error == .invalidDimensions(width: width, height: height))
  }

  @Test("The largest size with almost no data is rejected without allocating it")
  func largestSizeWithoutData() {
    let side = Image.maximumSide
    let trace = Trace()
    Trace.$current.withValue(trace) {
      let error = decodingError(ppm("P6 \(side) \(side) 65535\n", [1, 2, 3]))
      #expect(error == .truncatedData(expected: side * side * 6, found: 3))
      #expect(
        decodingError(ppm("P3 \(side) \(side) 255\n", [1, 2, 3]))?.isMalformedPixelData == true)
    }
    // Rejected before the pixel work starts, so no decode span was opened.
    #expect(trace.events.isEmpty)
  }

  @Test(
    "A maximum value outside 1...65535 is invalid",
    arguments: [
      ("0", 0), ("65536", 65_536), ("100000000000000000000000", Int.max),
    ])
  func invalidMaxValues(maxValue: String, expected: Int) {
    #expect(decodingError(ppm("P6 1 1 \(maxValue)\n", [0, 0, 0])) == .invalidMaxValue(expected))
  }

  @Test("A sample above the maximum value is out of range, in P3 and in P6")
  func samplesOutOfRange() {
    #expect(decodingError(ppm("P3 1 1 100\n1 101 3\n")) == .sampleOutOfRange(101, max: 100))
    #expect(decodingError(ppm("P6 1 1 100\n", [1, 200, 3])) == .sampleOutOfRange(200, max: 100))
    let wide = ppm("P6 1 1 1000\n", [0, 1, 0x03, 0xE9, 0, 0])
    #expect(decodingError(wide) == .sampleOutOfRange(1001, max: 1000))
  }

  @Test(
    "Plain pixel data that runs out or holds a non-number is malformed",
    arguments: [
      "P3 2 1 255\n1 2 3 4 5", "P3 2 1 255\n100 200 255 100 200", "P3 1 1 255\n1 x 3",
      "P3 1 1 255\n1 2 3x", "P3 1 1 255\n1 -2 3", "P3 1 1 255\n1 2.5 3 ", "P3 1 1 255\n1 2 # 3",
    ])
  func malformedPlainData(text: String) {
    let error = decodingError(ppm(text))
    #expect(error?.isMalformedPixelData == true, "\(String(describing: error))")
  }

  @Test("Every error explains itself in one line")
  func errorDescriptions() {
    let errors = [
      decodingError(Data()), decodingError(ppm("P6 x")), decodingError(ppm("P6 0 1 255\n")),
      decodingError(ppm("P6 1 1 0\n")), decodingError(ppm("P6 1 1 255\n")),
      decodingError(ppm("P3 1 1 1\n2 0 0")), decodingError(ppm("P3 1 1 1\n0 0 z")),
    ]
    for error in errors {
      let text = error.map(String.init(describing:)) ?? ""
      #expect(!text.isEmpty && !text.contains("\n"), "\(text)")
    }
  }
}
