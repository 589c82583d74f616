/// The Adler-32 checksum that ends a zlib stream (RFC 1950).
///
/// A PNG's pixel data is a zlib stream, and decoders check this sum after inflating it, so
/// the PNG encoder needs it even though it stores the data uncompressed.
enum Adler32 {
  /// The largest prime below 65536, the modulus of both running sums.
  private static let modulus: UInt32 = 65_521

  /// The checksum of `bytes`.
  static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
    var a: UInt32 = 1
    var b: UInt32 = 0
    for byte in bytes {
      a = (a + UInt32(byte)) % modulus
      b = (b + a) % modulus
    }
    return b << 16 | a
  }

  /// The checksum of the bytes in `buffer`: the fast path for the decoder, which sums the
  /// whole inflated image. It takes the remainder only every 5552 bytes, the most that cannot
  /// overflow 32 bits (zlib's `NMAX`).
  static func checksum(of buffer: UnsafeBufferPointer<UInt8>) -> UInt32 {
    var a = 1
    var b = 0
    var start = 0
    while start < buffer.count {
      let end = min(start + 5_552, buffer.count)
      for index in start..<end {
        a += Int(buffer[index])
        b += a
      }
      a %= Int(modulus)
      b %= Int(modulus)
      start = end
    }
    return UInt32(b) << 16 | UInt32(a)
  }
}
