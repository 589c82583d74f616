import Foundation

/// Reads PNG files: every colour type and bit depth, palettes, transparency and Adam7.
///
/// It is synchronous and nonisolated, like every decoder in the kit: it runs wherever its
/// caller runs. The chunks are read and checked first (IHDR's size against
/// `Image.maximumSide` before anything large is allocated); then the pixel work (inflate,
/// unfilter, convert to RGBA) is recorded as a `decode W×H` span into `Trace.current`.
///
/// 16-bit samples keep their high byte, as libpng's `png_set_strip_16` does; samples of 1, 2
/// and 4 bits are scaled to 8 bits exactly (a 2-bit 3 becomes 255).
enum PNGDecoder {
  /// The most bytes deflate can inflate from one compressed byte: a 258-byte match coded in
  /// two bits (RFC 1951's longest length with one-bit codes).
  static let maximumInflation = 1_032

  /// Decodes a whole PNG file to RGBA, recording the pixel work as a `decode W×H` span.
  /// - Throws: an `ImageError` that says what is wrong; it never traps.
  static func decode(_ data: Data) throws(ImageError) -> Image {
    let chunks = try PNGChunks(parsing: [UInt8](data))
    let header = chunks.header
    let expectedSize = header.inflatedSize
    // A tiny file that claims to be 16384×16384 is refused here, before the inflated size is
    // allocated: its IDAT data could not inflate that far.
    guard chunks.imageData.count >= expectedSize / maximumInflation else {
      throw .truncated(
        .png,
        "\(chunks.imageData.count) bytes of IDAT data cannot hold a \(header.width)×\(header.height) image"
      )
    }
    let pixels = try recordKitSpan("decode \(header.width)×\(header.height)") {
      () throws(ImageError) -> [UInt8] in
      var rows = try Inflate.zlib(chunks.imageData, expectedSize: expectedSize)
      return try PNGPixels.rgba(fromFiltered: &rows, chunks)
    }
    return try Image(width: header.width, height: header.height, pixels: pixels)
  }
}
