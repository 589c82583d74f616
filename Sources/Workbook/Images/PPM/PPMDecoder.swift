import Foundation

extension Image {
  /// Decodes a PPM image, binary (`P6`) or plain (`P3`), with any maximum value up to 65535.
  ///
  /// This is the kit's expensive operation: its cost grows with the number of pixels, so
  /// decoding a large image on the main actor freezes an app. The pixel work is recorded as
  /// a `decode W×H` span into `Trace.current`, so tests and timelines can see where it ran.
  /// It is synchronous and nonisolated: it runs wherever its caller runs, and the chapters
  /// decide where that is.
  ///
  /// Samples are scaled to 8 bits with rounding; alpha is 255. Bytes after the pixel data
  /// are ignored.
  /// - Throws: an `ImageError` for any input that is not a valid PPM image; it never traps.
  public init(ppm data: Data) throws(ImageError) {
    let bytes = [UInt8](data)
    let header = try PPMHeader(parsing: bytes)
    try PPMDecoder.checkLength(of: bytes, for: header)

    let pixels = try recordKitSpan("decode \(header.width)×\(header.height)") {
      () throws(ImageError) -> [UInt8] in
      switch header.encoding {
      case .binary: try PPMDecoder.decodeBinary(bytes, header)
      case .plain: try PPMDecoder.decodePlain(bytes, header)
      }
    }
    try self.init(width: header.width, height: header.height, pixels: pixels)
  }
}

/// Turns the pixel data that follows a PPM header into RGBA bytes.
private enum PPMDecoder {
  /// Checks that enough bytes follow the header before any pixel memory is allocated, so a
  /// tiny file that claims to be 16384×16384 is rejected at once.
  static func checkLength(of bytes: [UInt8], for header: PPMHeader) throws(ImageError) {
    let available = bytes.count - header.rasterStart
    switch header.encoding {
    case .binary:
      let expected = header.sampleCount * header.bytesPerSample
      guard available >= expected else {
        throw .truncatedData(expected: expected, found: available)
      }
    case .plain:
      // Each sample needs at least one digit, and all but the last one a separator.
      guard available >= 2 * header.sampleCount - 1 else {
        throw .malformedPixelData(
          "\(available) bytes cannot hold \(header.sampleCount) samples")
      }
    }
  }

  /// Reads binary samples: one byte each, or two (big-endian) when the maximum is above 255.
  static func decodeBinary(_ bytes: [UInt8], _ header: PPMHeader) throws(ImageError) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: header.width * header.height * 4)
    var source = header.rasterStart
    for pixel in 0..<(header.width * header.height) {
      for channel in 0..<3 {
        var sample = Int(bytes[source])
        if header.bytesPerSample == 2 {
          sample = sample << 8 | Int(bytes[source + 1])
        }
        source += header.bytesPerSample
        guard sample <= header.maxValue else {
          throw .sampleOutOfRange(sample, max: header.maxValue)
        }
        pixels[pixel * 4 + channel] = scale(sample, from: header.maxValue)
      }
    }
    return pixels
  }

  /// Reads plain samples: decimal numbers separated by whitespace (or comments).
  static func decodePlain(_ bytes: [UInt8], _ header: PPMHeader) throws(ImageError) -> [UInt8] {
    var pixels = [UInt8](repeating: 255, count: header.width * header.height * 4)
    var scanner = PPMScanner(bytes: bytes, position: header.rasterStart)
    for index in 0..<header.sampleCount {
      scanner.skipSeparators()
      guard let sample = scanner.readNumber(), scanner.atSeparatorOrEnd else {
        let found = scanner.current == nil ? "the data ends" : "found \(scanner.currentDescription)"
        throw .malformedPixelData(
          "expected sample \(index + 1) of \(header.sampleCount), \(found)")
      }
      guard sample <= header.maxValue else {
        throw .sampleOutOfRange(sample, max: header.maxValue)
      }
      pixels[index / 3 * 4 + index % 3] = scale(sample, from: header.maxValue)
    }
    return pixels
  }

  /// Scales a sample in `0...maxValue` to `0...255`, rounding to the nearest value.
  static func scale(_ sample: Int, from maxValue: Int) -> UInt8 {
    UInt8((sample * 255 + maxValue / 2) / maxValue)
  }
}
