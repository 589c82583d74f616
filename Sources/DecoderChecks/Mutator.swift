import Workbook
import WorkbookTools

/// Damages valid image files in seeded random ways: the one mutator of the decoders' fuzz runs,
/// the long ones of `imagefuzz fuzz` and the short ones in `swift test`.
///
/// Each copy gets one to four changes of the kinds real files suffer (bit rot, cut downloads,
/// bad edits) and of the kinds that reach a parser's corners (bytes that mean something to the
/// format, lengths). What differs per format is small: how many leading bytes are left whole
/// (PNG's signature, JPEG's first marker), which bytes mean something, where the parser's
/// logic lives (PPM's is all in its header), and, for PNG, every other copy has its chunks'
/// CRCs mended, so that the damage reaches the inflater and the filters instead of stopping
/// at the checksum. Everything is drawn from the generator: the same seed gives the same
/// files, so a failure can be replayed.
public struct Mutator: Sendable {
  public let format: ImageFormat

  public init(format: ImageFormat) {
    self.format = format
  }

  /// A damaged copy of `file`.
  public func mutant(of file: [UInt8], using generator: inout SplitMix64) -> [UInt8] {
    var bytes = file
    for _ in 0..<Int.random(in: 1...4, using: &generator) where bytes.count > kept {
      let position = self.position(in: bytes, using: &generator)
      switch Int.random(in: 0..<8, using: &generator) {
      case 0:  // A random byte.
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      case 1:  // One flipped bit.
        bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
      case 2:  // A byte that means something to the format.
        bytes[position] = meaningful.randomElement(using: &generator)!
      case 3:  // Cut short.
        bytes.removeSubrange(position...)
      case 4:  // Bytes removed from the middle.
        let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
        bytes.removeSubrange(position..<end)
      case 5:  // Bytes inserted.
        let count = Int.random(in: 1...8, using: &generator)
        let inserted = (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) }
        bytes.insert(contentsOf: inserted, at: position)
      case 6:  // A piece of the file copied over another place.
        let length = Int.random(in: 1...32, using: &generator)
        let from = Int.random(in: 0..<bytes.count, using: &generator)
        for offset in 0..<min(length, bytes.count - max(from, position)) {
          bytes[position + offset] = bytes[from + offset]
        }
      default:  // A length made small or large: JPEG's segment lengths follow their marker.
        if format == .jpeg, let marker = bytes[position...].firstIndex(of: 0xFF),
          marker + 3 < bytes.count
        {
          bytes[marker + 2] = UInt8.random(in: 0...255, using: &generator)
          bytes[marker + 3] = UInt8.random(in: 0...3, using: &generator)
        } else {
          bytes[position] = UInt8.random(in: 0...3, using: &generator)
        }
      }
    }
    if format == .png, Bool.random(using: &generator) {
      bytes = Mutator.mendingCRCs(bytes)
    }
    return bytes
  }

  /// How many leading bytes are left whole: damage there would only be refused at once.
  private var kept: Int {
    switch format {
    case .png: 8
    case .jpeg: 2
    case .ppm: 0
    }
  }

  /// Bytes that mean something to the format: JPEG's marker bytes, PPM's digits and
  /// separators, and the extremes that lengths and counts are made of.
  private var meaningful: [UInt8] {
    switch format {
    case .jpeg: [0xFF, 0x00, 0xD9, 0xDA, 0xC4, 0x01, 0x7F, 0x80]
    case .png: [0x00, 0xFF, 0x01, 0x7F, 0x80, 0x08, 0x10]
    case .ppm: Array("0123456789 \n\t#-+P".utf8) + [0x00, 0xFF]
    }
  }

  /// Where a change goes: anywhere after the kept bytes, and for PPM, half the time, in the
  /// first 24 bytes, where its header and all of its parser's logic are.
  private func position(in bytes: [UInt8], using generator: inout SplitMix64) -> Int {
    let end = format == .ppm && Bool.random(using: &generator) ? min(bytes.count, 24) : bytes.count
    return Int.random(in: kept..<end, using: &generator)
  }

  /// `file` with the CRC of every chunk whose length fits in the file recomputed.
  static func mendingCRCs(_ file: [UInt8]) -> [UInt8] {
    var bytes = file
    var position = 8
    while position + 12 <= bytes.count {
      let length = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - position - 12 else { break }
      let end = position + 8 + length
      let crc = CRC32.checksum(of: bytes[(position + 4)..<end])
      for index in 0..<4 {
        bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index))
      }
      position = end + 4
    }
    return bytes
  }
}
