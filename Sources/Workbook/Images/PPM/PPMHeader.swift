/// The header of a PPM file: the magic number, the size and the maximum sample value.
///
/// Reading it is separate from reading the pixels so that every check that bounds the work
/// (sizes, maximum value, how much data there must be) runs before any pixel is allocated.
struct PPMHeader: Equatable {
  /// `P6` stores samples as bytes; `P3` writes them as decimal text.
  enum Encoding: Equatable {
    case binary
    case plain
  }

  var encoding: Encoding
  var width: Int
  var height: Int
  var maxValue: Int
  /// The index of the first byte of pixel data.
  var rasterStart: Int

  /// Reads the header at the start of `bytes`.
  /// - Throws: `unsupportedFormat` for anything but `P6` or `P3`, `malformedHeader` for a
  ///   missing or non-numeric field, `invalidDimensions` and `invalidMaxValue` for values
  ///   out of range.
  init(parsing bytes: [UInt8]) throws(ImageError) {
    guard bytes.count >= 2, bytes[0] == UInt8(ascii: "P") else {
      throw .unsupportedFormat(PPMHeader.start(of: bytes))
    }
    switch bytes[1] {
    case UInt8(ascii: "6"): encoding = .binary
    case UInt8(ascii: "3"): encoding = .plain
    default: throw .unsupportedFormat(PPMHeader.start(of: bytes))
    }

    var scanner = PPMScanner(bytes: bytes, position: 2)
    width = try PPMHeader.readField("the width", with: &scanner)
    height = try PPMHeader.readField("the height", with: &scanner)
    guard (1...Image.maximumSide).contains(width), (1...Image.maximumSide).contains(height)
    else { throw .invalidDimensions(width: width, height: height) }
    maxValue = try PPMHeader.readField("the maximum value", with: &scanner)
    guard (1...65_535).contains(maxValue) else { throw .invalidMaxValue(maxValue) }

    // Exactly one whitespace character ends the header; a comment there ends at its line end.
    switch scanner.current {
    case nil:
      throw .malformedHeader("the data ends before the whitespace after the maximum value")
    case UInt8(ascii: "#")?:
      scanner.skipComment()
    case let byte? where PPMScanner.isWhitespace(byte):
      scanner.position += 1
    default:
      throw .malformedHeader(
        "expected whitespace after the maximum value, found \(scanner.currentDescription)")
    }
    rasterStart = scanner.position
  }

  /// How many bytes each sample takes in a binary image: 2, big-endian, above 255.
  var bytesPerSample: Int { maxValue > 255 ? 2 : 1 }

  /// `width * height * 3`: the red, green and blue samples of every pixel.
  ///
  /// It cannot overflow: the header only accepts sides up to `Image.maximumSide`, which
  /// bounds this (times 2 bytes a sample, or 4 bytes a pixel) far below `Int.max`.
  var sampleCount: Int { width * height * 3 }

  /// Reads one number of the header, which must follow whitespace or a comment.
  private static func readField(
    _ name: String, with scanner: inout PPMScanner
  ) throws(ImageError) -> Int {
    guard scanner.skipSeparators() else {
      throw .malformedHeader(
        "expected whitespace before \(name), found \(scanner.currentDescription)")
    }
    guard let value = scanner.readNumber() else {
      throw .malformedHeader("expected \(name), found \(scanner.currentDescription)")
    }
    guard scanner.atSeparatorOrEnd else {
      throw .malformedHeader(
        "expected whitespace after \(name), found \(scanner.currentDescription)")
    }
    return value
  }

  /// The first few bytes, quoted, to show what a file that is not a PPM starts with.
  static func start(of bytes: [UInt8]) -> String {
    String(decoding: bytes.prefix(8), as: UTF8.self).debugDescription
  }
}
