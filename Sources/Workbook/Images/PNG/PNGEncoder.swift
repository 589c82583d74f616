import Foundation

extension Image {
  /// Encodes the image as a PNG file: 8-bit RGBA, uncompressed.
  ///
  /// Any image viewer or browser opens the result, which is how a chapter lets the reader
  /// look at what it made. The pixel data is a zlib stream of stored (uncompressed) deflate
  /// blocks: a real compressor would be a library of its own, and the point here is a valid
  /// file, not a small one.
  public func pngData() -> Data {
    var header = [UInt8]()
    header.appendBigEndian(UInt32(width))
    header.appendBigEndian(UInt32(height))
    // Bit depth 8, colour type 6 (RGBA), deflate, adaptive filtering, no interlace.
    header.append(contentsOf: [8, 6, 0, 0, 0])

    var png = PNGEncoder.signature
    PNGEncoder.appendChunk("IHDR", header, to: &png)
    PNGEncoder.appendChunk("IDAT", PNGEncoder.zlibStored(filteredRows()), to: &png)
    PNGEncoder.appendChunk("IEND", [], to: &png)
    return Data(png)
  }

  /// The rows as PNG stores them before compression: each row starts with its filter type,
  /// here always 0 (none), followed by the row's RGBA bytes.
  func filteredRows() -> [UInt8] {
    let rowLength = width * 4
    var rows = [UInt8]()
    rows.reserveCapacity(height * (rowLength + 1))
    for y in 0..<height {
      rows.append(0)
      rows.append(contentsOf: pixels[(y * rowLength)..<((y + 1) * rowLength)])
    }
    return rows
  }
}

/// The pieces of a PNG file: the signature, chunks, and a zlib stream that stores its data.
enum PNGEncoder {
  /// The eight bytes every PNG file starts with.
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// The most bytes one stored deflate block can hold.
  static let maximumStoredBlock = 65_535

  /// Appends a chunk: the data's length, the type, the data, then the CRC-32 of type and data.
  static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
    let typeBytes = Array(type.utf8)
    png.appendBigEndian(UInt32(data.count))
    png.append(contentsOf: typeBytes)
    png.append(contentsOf: data)
    var crc = CRC32()
    crc.update(with: typeBytes)
    crc.update(with: data)
    png.appendBigEndian(crc.value)
  }

  /// Wraps `bytes` in a zlib stream (RFC 1950) of stored deflate blocks (RFC 1951, 3.2.4).
  static func zlibStored(_ bytes: [UInt8]) -> [UInt8] {
    // 0x78: deflate with a 32 KB window; 0x01: no dictionary, and 0x7801 is a multiple of 31.
    var stream: [UInt8] = [0x78, 0x01]
    var start = 0
    repeat {
      let end = min(start + maximumStoredBlock, bytes.count)
      let length = UInt16(end - start)
      // The first byte holds BFINAL (1 on the last block) and BTYPE 00 (stored).
      stream.append(end == bytes.count ? 1 : 0)
      stream.appendLittleEndian(length)
      stream.appendLittleEndian(~length)
      stream.append(contentsOf: bytes[start..<end])
      start = end
    } while start < bytes.count
    stream.appendBigEndian(Adler32.checksum(of: bytes))
    return stream
  }
}

extension [UInt8] {
  /// Appends `value` most significant byte first, as PNG and zlib store their integers.
  fileprivate mutating func appendBigEndian(_ value: UInt32) {
    append(contentsOf: [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) })
  }

  /// Appends `value` least significant byte first, as deflate stores block lengths.
  fileprivate mutating func appendLittleEndian(_ value: UInt16) {
    append(UInt8(truncatingIfNeeded: value))
    append(UInt8(truncatingIfNeeded: value >> 8))
  }
}
