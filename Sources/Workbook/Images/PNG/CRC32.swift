/// The CRC-32 checksum that closes every PNG chunk (ISO 3309, polynomial 0xEDB88320).
///
/// It is written out here because the package has no dependencies and Foundation offers no
/// CRC-32, and PNG readers reject a chunk whose checksum is wrong. It is `package`, not public:
/// the decoder checks (`Sources/DecoderChecks`) mend the CRCs of the PNG files they damage with
/// it, and no chapter needs it.
package struct CRC32 {
  /// The checksum of the bytes seen so far.
  package var value: UInt32 { ~register }

  private var register: UInt32 = 0xFFFF_FFFF

  /// The checksum of each byte value, computed once, as in the PNG specification's sample code.
  private static let table: [UInt32] = (0..<256).map { index in
    var crc = UInt32(index)
    for _ in 0..<8 {
      crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
    }
    return crc
  }

  package init() {}

  /// Adds `bytes` to the checksum.
  package mutating func update(with bytes: some Sequence<UInt8>) {
    for byte in bytes {
      register = CRC32.table[Int((register ^ UInt32(byte)) & 0xFF)] ^ (register >> 8)
    }
  }

  /// Adds the bytes in `buffer` to the checksum: the fast path for the decoder, which checks
  /// megabytes of chunk data.
  package mutating func update(with buffer: UnsafeBufferPointer<UInt8>) {
    var crc = register
    CRC32.table.withUnsafeBufferPointer { table in
      for byte in buffer {
        crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8)
      }
    }
    register = crc
  }

  /// The checksum of `bytes`.
  package static func checksum(of bytes: some Sequence<UInt8>) -> UInt32 {
    var crc = CRC32()
    crc.update(with: bytes)
    return crc.value
  }
}
