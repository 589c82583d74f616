/// Why an image could not be read or made.
///
/// Decoders throw these for every bad input instead of trapping, so a chapter can show
/// the user one clear line and exit. The PNG and JPEG decoders say which format and what is
/// wrong with it in words (`truncated PNG: the IDAT data ends early`); the PPM cases are
/// older and more specific.
public enum ImageError: Error, Equatable, Sendable {
  /// The data is empty.
  case empty
  /// The data is not in a format the kit reads (the first bytes are shown).
  case unsupportedFormat(String)
  /// The data is in a common format the kit does not read, which its first bytes name.
  case unreadableFormat(ForeignImageFormat)
  /// The data ends before the image does; the text says where.
  case truncated(ImageFormat, String)
  /// The data breaks the format's rules; the text says which.
  case corrupt(ImageFormat, String)
  /// A valid file that uses a part of the format the kit does not decode; the text names it.
  case unsupportedFeature(ImageFormat, String)
  /// The header is malformed; the text says what was expected.
  case malformedHeader(String)
  /// Zero, negative or absurd dimensions.
  case invalidDimensions(width: Int, height: Int)
  /// A maximum sample value outside 1...65535.
  case invalidMaxValue(Int)
  /// The data ends before all pixels were read.
  case truncatedData(expected: Int, found: Int)
  /// A sample larger than the header's maximum value.
  case sampleOutOfRange(Int, max: Int)
  /// The text samples of a plain (P3) image are not all there or not all numbers; the text
  /// says what was found where.
  case malformedPixelData(String)
}

extension ImageError: CustomStringConvertible {
  public var description: String {
    switch self {
    case .empty: "the file is empty"
    case .unsupportedFormat(let start):
      "not an image this workbook reads (\(ImageFormat.readable)): it starts with \(start)"
    case .unreadableFormat(let format):
      "\(format), which this workbook cannot read (it reads \(ImageFormat.readable))"
    case .truncated(let format, let what): "truncated \(format): \(what)"
    case .corrupt(let format, let what): "corrupt \(format): \(what)"
    case .unsupportedFeature(let format, let what): "this \(format) \(what)"
    case .malformedHeader(let why): "malformed PPM header: \(why)"
    case .invalidDimensions(let width, let height):
      "invalid image size \(width)×\(height) (each side must be 1...\(Image.maximumSide))"
    case .invalidMaxValue(let value): "invalid PPM maximum value \(value) (must be 1...65535)"
    case .truncatedData(let expected, let found):
      "truncated image data: expected \(expected) bytes of pixels, found \(found)"
    case .sampleOutOfRange(let sample, let max): "sample \(sample) exceeds the maximum \(max)"
    case .malformedPixelData(let why): "malformed PPM pixel data: \(why)"
    }
  }
}
