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
}
