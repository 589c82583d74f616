import Foundation

/// Reads JPEG files.
enum JPEGDecoder {
  /// Decodes a whole JPEG file to RGBA, recording the pixel work as a `decode W×H` span.
  static func decode(_ data: Data) throws(ImageError) -> Image {
    throw .unsupportedFeature(.jpeg, "cannot be decoded yet: convert it to PPM")
  }
}
