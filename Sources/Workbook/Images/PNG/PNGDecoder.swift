import Foundation

/// Reads PNG files.
enum PNGDecoder {
  /// Decodes a whole PNG file to RGBA, recording the pixel work as a `decode W×H` span.
  static func decode(_ data: Data) throws(ImageError) -> Image {
    throw .unsupportedFeature(.png, "cannot be decoded yet: convert it to PPM")
  }
}
