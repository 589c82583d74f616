/// A canonical Huffman code of deflate, ready for fast decoding.
///
/// Codes up to `fastBits` long are looked up in one step: `fast` is indexed by the next
/// `fastBits` input bits and holds `symbol << 4 | length`, or 0 for a longer (or missing)
/// code, which `counts` and `symbols` then decode bit by bit, as zlib's `puff` does.
struct HuffmanTable {
  static let fastBits = 10
  static let fastMask = (1 << fastBits) - 1

  /// `symbol << 4 | length` for every `fastBits`-bit input whose code is that short.
  var fast: [UInt16]
  /// How many codes have each length, 0...15.
  var counts: [Int]
  /// The symbols in canonical order: by code length, then by value.
  var symbols: [Int]
}

extension HuffmanTable {
  /// Builds the code whose symbol `i` has code length `lengths[i]` (0: unused).
  /// - Throws: `.corrupt` when the lengths ask for more codes than fit (over-subscribed).
  init(lengths: [Int]) throws(ImageError) {
    counts = [Int](repeating: 0, count: 16)
    for length in lengths { counts[length] += 1 }
    counts[0] = 0
    var left = 1
    for length in 1...15 {
      left = (left << 1) - counts[length]
      guard left >= 0 else {
        throw .corrupt(.png, "the IDAT data holds an over-subscribed Huffman code")
      }
    }
    var offsets = [Int](repeating: 0, count: 16)
    for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
    symbols = [Int](repeating: 0, count: lengths.count)
    for (symbol, length) in lengths.enumerated() where length != 0 {
      symbols[offsets[length]] = symbol
      offsets[length] += 1
    }

    fast = [UInt16](repeating: 0, count: 1 << HuffmanTable.fastBits)
    var code = 0
    var index = 0
    for length in 1...min(15, HuffmanTable.fastBits) {
      for _ in 0..<counts[length] {
        // Deflate sends a code's bits most significant first, so the table index is reversed.
        var reversed = 0
        for bit in 0..<length where code & (1 << bit) != 0 {
          reversed |= 1 << (length - 1 - bit)
        }
        let entry = UInt16(symbols[index] << 4 | length)
        for slot in stride(from: reversed, to: fast.count, by: 1 << length) {
          fast[slot] = entry
        }
        code += 1
        index += 1
      }
      code <<= 1
    }
  }
}

/// The fixed tables of deflate (RFC 1951, 3.2.5 and 3.2.6).
enum HuffmanTables {
  static let lengthBase = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115,
    131, 163, 195, 227, 258,
  ]
  static let lengthExtra = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
  ]
  static let distanceBase = [
    1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
    2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577,
  ]
  static let distanceExtra = [
    0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13,
    13,
  ]

  /// The fixed literal/length code: 0–143 in 8 bits, 144–255 in 9, 256–279 in 7, 280–287 in 8.
  static let fixedLiterals: HuffmanTable = {
    let lengths =
      [Int](repeating: 8, count: 144) + [Int](repeating: 9, count: 112)
      + [Int](repeating: 7, count: 24) + [Int](repeating: 8, count: 8)
    // The lengths are the RFC's own and form a complete code, so building cannot fail.
    return (try? HuffmanTable(lengths: lengths)) ?? HuffmanTable.empty
  }()

  /// The fixed distance code: 30 symbols (and 2 unused) of 5 bits each.
  static let fixedDistances: HuffmanTable = {
    (try? HuffmanTable(lengths: [Int](repeating: 5, count: 32))) ?? HuffmanTable.empty
  }()
}

extension HuffmanTable {
  /// A code with no symbols: decoding anything with it throws.
  static var empty: HuffmanTable {
    HuffmanTable(
      fast: [UInt16](repeating: 0, count: 1 << fastBits), counts: [Int](repeating: 0, count: 16),
      symbols: [])
  }
}
