import Foundation

extension Image {
  /// Decodes an image file's bytes, whatever its format: PPM, PNG or JPEG, recognised by
  /// content, never by the file's name.
  ///
  /// This is the one entry point the chapters use for files and fetched data alike. It is
  /// synchronous and nonisolated, like every decoder in the kit: it runs wherever its caller
  /// runs, and the pixel work is recorded as a `decode W×H` span into `Trace.current`.
  /// - Throws: an `ImageError` that names the format and what is wrong, or names the common
  ///   format (WebP, GIF…) it does not read; it never traps.
  public init(decoding data: Data) throws(ImageError) {
    guard !data.isEmpty else { throw .empty }
    switch ImageFormat(sniffing: data) {
    case .ppm: try self.init(ppm: data)
    case .png: self = try PNGDecoder.decode(data)
    case .jpeg: self = try JPEGDecoder.decode(data)
    case nil:
      if let foreign = ForeignImageFormat(sniffing: data) { throw .unreadableFormat(foreign) }
      throw .unsupportedFormat(PPMHeader.start(of: [UInt8](data.prefix(16))))
    }
  }
}
