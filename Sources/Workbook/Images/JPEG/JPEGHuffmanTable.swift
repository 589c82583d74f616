/// One Huffman table from a DHT segment, arranged for decoding.
///
/// Codes of up to `fastBits` bits are found with one lookup in `fast`; longer ones (rare in
/// real files) by comparing against the largest code of each length, as the standard's
/// `DECODE` procedure does. For AC coefficients, `valueFast` goes one step further and
/// gives the coefficient itself when its code and its extra bits fit in 9 bits together, as
/// most do. The arrays are allocated by hand so that the hot loop reads them through plain
/// pointers: in a debug build, array accesses with their bounds and ownership checks cost
/// several times more.
final class JPEGHuffmanTable {
  /// How many bits the one-step lookup covers.
  static let fastBits = 9

  /// `fast[next 9 bits]`: `length << 8 | symbol`, or 0 when the code is longer than 9 bits.
  let fast: UnsafeMutablePointer<Int>
  /// `valueFast[next 9 bits]`: for a run-and-size symbol whose code and extra bits together
  /// take at most 9 bits, `value << 16 | run << 8 | bits used`; otherwise 0.
  let valueFast: UnsafeMutablePointer<Int>
  /// `maxCode[length]`: the largest code of that length, or -1 when there is none (1...16).
  let maxCode: UnsafeMutablePointer<Int>
  /// `offset[length]`: what to add to a code of that length to index `symbols`.
  let offset: UnsafeMutablePointer<Int>
  /// The symbols, in code order (at most 256).
  let symbols: UnsafeMutablePointer<Int>

  /// Builds the table from the 16 code counts and the symbols of a DHT segment.
  /// - Throws: `.corrupt` when the counts describe more codes than fit in 16 bits.
  init(counts: [Int], symbols values: [UInt8]) throws(ImageError) {
    fast = .allocate(capacity: 1 << Self.fastBits)
    fast.initialize(repeating: 0, count: 1 << Self.fastBits)
    valueFast = .allocate(capacity: 1 << Self.fastBits)
    valueFast.initialize(repeating: 0, count: 1 << Self.fastBits)
    maxCode = .allocate(capacity: 18)
    maxCode.initialize(repeating: -1, count: 18)
    offset = .allocate(capacity: 18)
    offset.initialize(repeating: 0, count: 18)
    symbols = .allocate(capacity: 256)
    symbols.initialize(repeating: 0, count: 256)
    for (index, value) in values.prefix(256).enumerated() { symbols[index] = Int(value) }

    var code = 0
    var index = 0
    for length in 1...16 {
      let count = counts[length - 1]
      guard code + count <= 1 << length else {
        throw .corrupt(.jpeg, "a Huffman table has more codes than fit in \(length) bits")
      }
      if count > 0 {
        offset[length] = index - code
        for _ in 0..<count {
          if length <= Self.fastBits {
            // Every 9-bit value that starts with this code decodes to it.
            let shift = Self.fastBits - length
            for low in 0..<(1 << shift) {
              fast[code << shift | low] = length << 8 | Int(values[index])
            }
          }
          code += 1
          index += 1
        }
        maxCode[length] = code - 1
      }
      code <<= 1
    }

    // The values of short codes with their extra bits, for AC tables.
    for peek in 0..<(1 << Self.fastBits) where fast[peek] != 0 {
      let length = fast[peek] >> 8
      let run = (fast[peek] >> 4) & 15
      let size = fast[peek] & 15
      guard size > 0, length + size <= Self.fastBits else { continue }
      let extra = (peek >> (Self.fastBits - length - size)) & ((1 << size) - 1)
      let value = extra < 1 << (size - 1) ? extra - (1 << size) + 1 : extra
      valueFast[peek] = value << 16 | run << 8 | (length + size)
    }
  }

  /// The table's arrays as plain pointers, for the decoding loops. The table must outlive
  /// it: the decoder keeps every table it reads until the decode ends.
  struct Lookup {
    let fast: UnsafeMutablePointer<Int>
    let valueFast: UnsafeMutablePointer<Int>
    let maxCode: UnsafeMutablePointer<Int>
    let offset: UnsafeMutablePointer<Int>
    let symbols: UnsafeMutablePointer<Int>
  }

  var lookup: Lookup {
    Lookup(
      fast: fast, valueFast: valueFast, maxCode: maxCode, offset: offset, symbols: symbols)
  }

  deinit {
    fast.deallocate()
    valueFast.deallocate()
    maxCode.deallocate()
    offset.deallocate()
    symbols.deallocate()
  }
}
