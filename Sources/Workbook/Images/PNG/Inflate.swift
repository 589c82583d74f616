/// Decompresses a zlib stream (RFC 1950) of deflate blocks (RFC 1951): a PNG's pixel data.
///
/// It lives in the kit because Foundation on Linux has no inflate and the package takes no
/// dependencies. It reads stored, fixed-Huffman and dynamic-Huffman blocks, checks the zlib
/// header and the Adler-32 that ends the stream, and writes into a buffer of exactly the size
/// the caller expects: a stream that would inflate to more (a zip bomb) is refused as soon as
/// it tries, before it can take any more memory. Hot loops use `Int` arithmetic on unsafe
/// buffer pointers; SIMD types were about 100 times slower in debug builds.
enum Inflate {
  /// Inflates `stream` into exactly `expectedSize` bytes.
  /// - Throws: `.truncated` when the stream ends early, `.corrupt` for a bad header, a bad
  ///   block, an Adler-32 mismatch, or data that inflates to more or fewer bytes than expected.
  static func zlib(_ stream: [UInt8], expectedSize: Int) throws(ImageError) -> [UInt8] {
    guard stream.count >= 2 else { throw .truncated(.png, "the IDAT data ends early") }
    let cmf = Int(stream[0])
    let flg = Int(stream[1])
    guard cmf & 0x0F == 8, cmf >> 4 <= 7 else {
      throw .corrupt(.png, "the IDAT data is not a deflate stream (zlib header \(cmf))")
    }
    guard (cmf << 8 | flg) % 31 == 0 else {
      throw .corrupt(.png, "the zlib header's check bits are wrong")
    }
    guard flg & 0x20 == 0 else {
      throw .corrupt(.png, "the zlib stream asks for a preset dictionary, which PNG forbids")
    }
    var output = [UInt8](repeating: 0, count: expectedSize)
    let end = try stream.withUnsafeBufferPointer { input throws(ImageError) -> Int in
      try output.withUnsafeMutableBufferPointer { out throws(ImageError) -> Int in
        var inflater = Inflater(input: input, start: 2, output: out)
        try inflater.run()
        guard inflater.written == out.count else {
          throw .corrupt(
            .png,
            "the IDAT data inflates to \(inflater.written) bytes, fewer than the \(out.count) the image needs"
          )
        }
        return inflater.bytePosition
      }
    }
    guard end + 4 <= stream.count else {
      throw .truncated(.png, "the IDAT data ends before its Adler-32 checksum")
    }
    let stored =
      UInt32(stream[end]) << 24 | UInt32(stream[end + 1]) << 16 | UInt32(stream[end + 2]) << 8
      | UInt32(stream[end + 3])
    guard stored == output.withUnsafeBufferPointer(Adler32.checksum(of:)) else {
      throw .corrupt(.png, "the IDAT data's Adler-32 checksum does not match")
    }
    return output
  }
}

/// The state of one inflate: a bit reader over the input and a write position in the output.
private struct Inflater {
  let input: UnsafeBufferPointer<UInt8>
  let output: UnsafeMutableBufferPointer<UInt8>
  /// The next input byte to load into `bits` (it may run past the end: see `refill`).
  var position: Int
  /// Bits loaded but not yet used, least significant first, as deflate packs them.
  var bits: UInt = 0
  var bitCount = 0
  /// Bytes written to `output` so far.
  var written = 0

  init(input: UnsafeBufferPointer<UInt8>, start: Int, output: UnsafeMutableBufferPointer<UInt8>) {
    self.input = input
    self.output = output
    self.position = start
  }

  /// The input byte where the data after the last block starts (bits left over are padding).
  var bytePosition: Int { position - bitCount / 8 }

  /// Loads bytes until at least 56 bits are ready. Past the input's end it loads zeros, so
  /// that the hot loop needs no bounds check; `checkOverrun` notices if any was used.
  @inline(__always)
  mutating func refill() {
    while bitCount <= 56 {
      let byte: UInt = position < input.count ? UInt(input[position]) : 0
      bits |= byte << UInt(bitCount)
      position += 1
      bitCount += 8
    }
  }

  /// Throws if decoding has used bits beyond the end of the input.
  @inline(__always)
  func checkOverrun() throws(ImageError) {
    if position > input.count, (position - input.count) * 8 > bitCount {
      throw .truncated(.png, "the IDAT data ends early")
    }
  }

  @inline(__always)
  mutating func take(_ count: Int) -> Int {
    let value = Int(truncatingIfNeeded: bits & ((1 << UInt(count)) - 1))
    bits >>= UInt(count)
    bitCount -= count
    return value
  }

  mutating func run() throws(ImageError) {
    var isLast = false
    while !isLast {
      refill()
      isLast = take(1) == 1
      switch take(2) {
      case 0: try storedBlock()
      case 1: try huffmanBlock(HuffmanTables.fixedLiterals, HuffmanTables.fixedDistances)
      case 2:
        let (literals, distances) = try dynamicTables()
        try huffmanBlock(literals, distances)
      default: throw .corrupt(.png, "the IDAT data uses deflate block type 3, which does not exist")
      }
      try checkOverrun()
    }
  }

  /// Copies a stored block: its length and the length's complement, then raw bytes.
  mutating func storedBlock() throws(ImageError) {
    _ = take(bitCount % 8)
    let length = take(16)
    let complement = take(16)
    try checkOverrun()
    guard length == complement ^ 0xFFFF else {
      throw .corrupt(.png, "a stored deflate block's length does not match its complement")
    }
    // Give back the whole bytes still in the bit buffer, then copy straight from the input.
    position -= bitCount / 8
    bits = 0
    bitCount = 0
    guard position + length <= input.count else {
      throw .truncated(.png, "the IDAT data ends early")
    }
    guard written + length <= output.count else { throw tooLarge }
    for index in 0..<length {
      output[written + index] = input[position + index]
    }
    written += length
    position += length
  }

  var tooLarge: ImageError {
    .corrupt(.png, "the IDAT data inflates to more than the \(output.count) bytes the image needs")
  }

  /// Reads a dynamic block's code lengths and builds its two tables.
  mutating func dynamicTables() throws(ImageError) -> (HuffmanTable, HuffmanTable) {
    refill()
    let literalCount = take(5) + 257
    let distanceCount = take(5) + 1
    let lengthCodeCount = take(4) + 4
    guard literalCount <= 286, distanceCount <= 30 else {
      throw .corrupt(.png, "a deflate block declares too many codes")
    }
    let order = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]
    var lengthLengths = [Int](repeating: 0, count: 19)
    for index in 0..<lengthCodeCount {
      refill()
      lengthLengths[order[index]] = take(3)
    }
    let lengthTable = try HuffmanTable(lengths: lengthLengths)
    var lengths = [Int]()
    lengths.reserveCapacity(literalCount + distanceCount)
    while lengths.count < literalCount + distanceCount {
      refill()
      try checkOverrun()
      let symbol = try decode(lengthTable)
      switch symbol {
      case 0...15: lengths.append(symbol)
      case 16:
        guard let previous = lengths.last else {
          throw .corrupt(.png, "a deflate block repeats a code length before giving one")
        }
        lengths += repeatElement(previous, count: 3 + take(2))
      case 17: lengths += repeatElement(0, count: 3 + take(3))
      default: lengths += repeatElement(0, count: 11 + take(7))
      }
    }
    guard lengths.count == literalCount + distanceCount else {
      throw .corrupt(.png, "a deflate block's code lengths run past their count")
    }
    guard lengths[256] > 0 else {
      throw .corrupt(.png, "a deflate block has no end-of-block code")
    }
    let literals = try HuffmanTable(lengths: Array(lengths[0..<literalCount]))
    let distances = try HuffmanTable(lengths: Array(lengths[literalCount...]))
    return (literals, distances)
  }

  /// Decodes one symbol; at least 15 bits must be loaded.
  @inline(__always)
  mutating func decode(_ table: HuffmanTable) throws(ImageError) -> Int {
    let entry = Int(table.fast[Int(truncatingIfNeeded: bits) & HuffmanTable.fastMask])
    if entry != 0 {
      _ = take(entry & 15)
      return entry >> 4
    }
    return try decodeSlowly(table)
  }

  /// Decodes a code longer than the fast table covers, one bit at a time (as zlib's `puff`).
  mutating func decodeSlowly(_ table: HuffmanTable) throws(ImageError) -> Int {
    var code = 0
    var first = 0
    var index = 0
    for length in 1...15 {
      code |= take(1)
      let count = table.counts[length]
      if code - first < count { return table.symbols[index + code - first] }
      index += count
      first = (first + count) << 1
      code <<= 1
    }
    throw .corrupt(.png, "the IDAT data holds a Huffman code that is not in its table")
  }

  /// Decodes literals and back-references until the end-of-block code.
  mutating func huffmanBlock(_ literals: HuffmanTable, _ distances: HuffmanTable)
    throws(ImageError)
  {
    let out = output.baseAddress
    let capacity = output.count
    while true {
      refill()
      let symbol = try decode(literals)
      if symbol < 256 {
        try checkOverrun()
        guard written < capacity, let out else { throw tooLarge }
        out[written] = UInt8(truncatingIfNeeded: symbol)
        written += 1
        continue
      }
      if symbol == 256 { return }
      try checkOverrun()
      let lengthIndex = symbol - 257
      guard lengthIndex < 29 else {
        throw .corrupt(.png, "the IDAT data uses length code \(symbol), which does not exist")
      }
      let length =
        HuffmanTables.lengthBase[lengthIndex] + take(HuffmanTables.lengthExtra[lengthIndex])
      refill()
      let distanceSymbol = try decode(distances)
      guard distanceSymbol < 30 else {
        throw .corrupt(
          .png, "the IDAT data uses distance code \(distanceSymbol), which does not exist")
      }
      let distance =
        HuffmanTables.distanceBase[distanceSymbol]
        + take(HuffmanTables.distanceExtra[distanceSymbol])
      try checkOverrun()
      guard distance <= written else {
        throw .corrupt(.png, "the IDAT data refers back before its start")
      }
      guard length <= capacity - written, let out else { throw tooLarge }
      var from = written - distance
      let end = written + length
      var to = written
      while to < end {
        out[to] = out[from]
        to += 1
        from += 1
      }
      written = end
    }
  }
}
