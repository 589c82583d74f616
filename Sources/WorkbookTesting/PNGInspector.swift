import Foundation

/// Takes a PNG file apart the slow, obvious way, so that the tests check `pngData()` against
/// code that shares nothing with it: a bitwise CRC-32, and a reader of stored deflate blocks.
public struct PNGInspector: Sendable {
  public struct Chunk: Sendable {
    public let type: String
    public let data: [UInt8]
    public let storedCRC: UInt32
    public var computedCRC: UInt32 { PNGInspector.crc32(Array(type.utf8) + data) }
  }

  public let signature: [UInt8]
  public let chunks: [Chunk]

  public init?(_ data: Data) {
    let bytes = [UInt8](data)
    guard bytes.count >= 8 else { return nil }
    signature = Array(bytes[0..<8])
    var chunks = [Chunk]()
    var position = 8
    while position + 12 <= bytes.count {
      let length = Int(PNGInspector.bigEndian(bytes, at: position))
      let start = position + 8
      guard start + length + 4 <= bytes.count else { return nil }
      let type = String(decoding: bytes[(position + 4)..<start], as: UTF8.self)
      let crc = PNGInspector.bigEndian(bytes, at: start + length)
      chunks.append(Chunk(type: type, data: Array(bytes[start..<(start + length)]), storedCRC: crc))
      position = start + length + 4
    }
    guard position == bytes.count else { return nil }
    self.chunks = chunks
  }

  /// The data of the IDAT chunks, joined: one zlib stream.
  public var zlibStream: [UInt8] { chunks.filter { $0.type == "IDAT" }.flatMap(\.data) }

  /// Inflates a zlib stream made only of stored blocks; `nil` if it is anything else or its
  /// Adler-32 is wrong. Also returns the size of each block.
  public static func inflateStored(_ stream: [UInt8]) -> (bytes: [UInt8], blocks: [Int])? {
    guard stream.count >= 6, stream[0] & 0x0F == 8, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0
    else { return nil }
    var output = [UInt8]()
    var blocks = [Int]()
    var position = 2
    var isFinal = false
    while !isFinal {
      guard position + 5 <= stream.count, stream[position] >> 1 == 0 else { return nil }
      isFinal = stream[position] & 1 == 1
      let length = Int(stream[position + 1]) | Int(stream[position + 2]) << 8
      let complement = Int(stream[position + 3]) | Int(stream[position + 4]) << 8
      guard length ^ 0xFFFF == complement, position + 5 + length <= stream.count else { return nil }
      output += stream[(position + 5)..<(position + 5 + length)]
      blocks.append(length)
      position += 5 + length
    }
    guard position + 4 == stream.count, bigEndian(stream, at: position) == adler32(output)
    else { return nil }
    return (output, blocks)
  }

  public static func bigEndian(_ bytes: [UInt8], at index: Int) -> UInt32 {
    bytes[index..<(index + 4)].reduce(0) { $0 << 8 | UInt32($1) }
  }

  /// CRC-32 one bit at a time, straight from the definition.
  public static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = (crc >> 1) ^ (crc & 1 == 1 ? 0xEDB8_8320 : 0)
      }
    }
    return ~crc
  }

  public static func adler32(_ bytes: [UInt8]) -> UInt32 {
    var (a, b): (UInt32, UInt32) = (1, 0)
    for byte in bytes {
      a = (a + UInt32(byte)) % 65_521
      b = (b + a) % 65_521
    }
    return b << 16 | a
  }
}
