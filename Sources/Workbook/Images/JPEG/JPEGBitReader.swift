/// Reads the entropy-coded data of a scan bit by bit, undoing byte stuffing.
///
/// A `0xFF` byte in the data is followed by `0x00` (stuffing, dropped) or starts a marker.
/// At a marker, or at the end of the file, the reader stops consuming input and feeds zero
/// bits instead, as libjpeg does, and counts them: a scan that uses any of those bits ran
/// past its data, which `overran` reports so the decoder can say the file is truncated.
struct JPEGBitReader {
  /// The whole file.
  let bytes: UnsafeBufferPointer<UInt8>
  /// The next byte to read.
  var position: Int
  /// Unread bits, left-aligned: the next bit is the top bit.
  var bits: UInt64 = 0
  /// How many bits of `bits` are valid.
  var count = 0
  /// How many zero bytes were fed after the data stopped (at a marker or the end).
  var padding = 0

  init(bytes: UnsafeBufferPointer<UInt8>, position: Int) {
    self.bytes = bytes
    self.position = position
  }

  /// Whether the scan has used bits that are not in the file.
  var overran: Bool { count < padding * 8 }

  /// Tops `bits` up to at least 57 valid bits.
  @inline(__always)
  mutating func fill() {
    let end = bytes.count
    while count <= 56 {
      var byte: UInt8 = 0
      if padding == 0 && position < end {
        byte = bytes[position]
        if byte != 0xFF {
          position += 1
        } else if position + 1 < end && bytes[position + 1] == 0 {
          position += 2
        } else {
          byte = 0
          padding += 1
        }
      } else {
        padding += 1
      }
      bits |= UInt64(byte) << UInt64(56 - count)
      count += 8
    }
  }

  /// Reads `n` bits (1...16) as an unsigned number.
  @inline(__always)
  mutating func bits(_ n: Int) -> Int {
    if count < n { fill() }
    let value = Int(truncatingIfNeeded: bits >> UInt64(64 - n))
    bits <<= UInt64(n)
    count -= n
    return value
  }

  /// Reads one bit.
  @inline(__always)
  mutating func bit() -> Int {
    if count < 1 { fill() }
    let value = Int(truncatingIfNeeded: bits >> 63)
    bits <<= 1
    count -= 1
    return value
  }

  /// Reads an `n`-bit magnitude and extends it to a signed value (the standard's `RECEIVE`
  /// and `EXTEND`): `n` bits starting with 0 are a negative number.
  @inline(__always)
  mutating func signed(_ n: Int) -> Int {
    let value = bits(n)
    return value < 1 << (n - 1) ? value - (1 << n) + 1 : value
  }

  /// Decodes one Huffman-coded symbol.
  /// - Throws: `.corrupt` when the next bits match no code of the table.
  @inline(__always)
  mutating func decode(_ table: JPEGHuffmanTable.Lookup) throws(ImageError) -> Int {
    if count < 16 { fill() }
    let entry = table.fast[Int(truncatingIfNeeded: bits >> UInt64(64 - JPEGHuffmanTable.fastBits))]
    if entry != 0 {
      let length = entry >> 8
      bits <<= UInt64(length)
      count -= length
      return entry & 0xFF
    }
    for length in (JPEGHuffmanTable.fastBits + 1)...16 {
      let code = Int(truncatingIfNeeded: bits >> UInt64(64 - length))
      if code <= table.maxCode[length] {
        bits <<= UInt64(length)
        count -= length
        return table.symbols[(code + table.offset[length]) & 0xFF]
      }
    }
    throw .corrupt(.jpeg, "a Huffman code in the image data matches no symbol")
  }

  /// Decodes one AC coefficient in a single lookup when its code and extra bits fit in the
  /// table's fast window: returns `value << 16 | run << 8 | bits`, or 0 when the caller must
  /// use `decode(_:)` (a longer code, or an end-of-block or zero-run symbol).
  @inline(__always)
  mutating func decodeValue(_ table: JPEGHuffmanTable.Lookup) -> Int {
    if count < 16 { fill() }
    let entry = table.valueFast[
      Int(truncatingIfNeeded: bits >> UInt64(64 - JPEGHuffmanTable.fastBits))]
    if entry != 0 {
      let length = entry & 0xFF
      bits <<= UInt64(length)
      count -= length
    }
    return entry
  }

  /// Forgets the buffered bits, as at a restart marker, where the data restarts on a byte.
  mutating func reset() {
    bits = 0
    count = 0
    padding = 0
  }
}
