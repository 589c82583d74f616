import Foundation

/// Reads JPEG files: baseline and extended sequential (SOF0, SOF1) and progressive (SOF2),
/// Huffman-coded, 8-bit, greyscale or YCbCr with any whole-ratio chroma sampling, with
/// restart markers, turned upright by the EXIF orientation.
///
/// Arithmetic coding, 12-bit samples, lossless and hierarchical files and four-component
/// (CMYK) images are refused with an error that names the feature.
enum JPEGDecoder {
  /// Decodes a whole JPEG file to RGBA, recording the pixel work as a `decode W×H` span.
  ///
  /// The headers up to the frame are read first, outside the span, so that a file with
  /// absurd dimensions is refused before any pixel memory is allocated.
  /// - Throws: an `ImageError` for any input that is not a JPEG this decoder reads; it
  ///   never traps.
  static func decode(_ data: Data) throws(ImageError) -> Image {
    let bytes = [UInt8](data)
    let (width, height, pixels) = try bytes.withUnsafeBufferPointer {
      (buffer) throws(ImageError) -> (Int, Int, [UInt8]) in
      let decoding = JPEGDecoding(bytes: buffer)
      let frame = try decoding.readHeader()
      return try recordKitSpan("decode \(frame.width)×\(frame.height)") {
        () throws(ImageError) -> (Int, Int, [UInt8]) in
        // The scans write the pixels straight into the array's storage; on an error, it is
        // left empty and the error is thrown on.
        var failure: ImageError?
        let stored = [UInt8](unsafeUninitializedCapacity: frame.width * frame.height * 4) {
          buffer, count in
          do throws(ImageError) {
            try decoding.readScans(into: buffer.baseAddress!)
            count = buffer.count
          } catch {
            failure = error
            count = 0
          }
        }
        if let failure { throw failure }
        let orientation = JPEGOrientation(rawValue: decoding.orientation) ?? .upright
        let pixels = orientation.apply(to: stored, width: frame.width, height: frame.height)
        return orientation.swapsSides
          ? (frame.height, frame.width, pixels) : (frame.width, frame.height, pixels)
      }
    }
    return try Image(width: width, height: height, pixels: pixels)
  }
}
