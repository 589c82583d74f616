/// The ways a file is damaged: the kinds of corruption real files suffer (bit rot, cut
/// downloads, bad edits) and the ones that reach a parser's corners (marker bytes, lengths).
enum Mutator {
  /// A damaged copy of `file`: one to four random mutations.
  static func damage<G: RandomNumberGenerator>(_ file: [UInt8], using generator: inout G)
    -> [UInt8]
  {
    var bytes = file
    for _ in 0..<Int.random(in: 1...4, using: &generator) {
      guard !bytes.isEmpty else { break }
      let position = Int.random(in: 0..<bytes.count, using: &generator)
      switch Int.random(in: 0..<8, using: &generator) {
      case 0:  // A random byte.
        bytes[position] = UInt8.random(in: 0...255, using: &generator)
      case 1:  // One flipped bit.
        bytes[position] ^= 1 << UInt8.random(in: 0...7, using: &generator)
      case 2:  // A byte that matters to the format: marker, stuffing, extremes.
        bytes[position] = [0xFF, 0x00, 0xD9, 0xDA, 0xC4, 0x01, 0x7F, 0x80].randomElement(
          using: &generator)!
      case 3:  // Cut short.
        bytes.removeLast(bytes.count - position)
      case 4:  // Bytes removed from the middle.
        let end = min(bytes.count, position + Int.random(in: 1...16, using: &generator))
        bytes.removeSubrange(position..<end)
      case 5:  // Bytes inserted.
        let count = Int.random(in: 1...8, using: &generator)
        bytes.insert(
          contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) },
          at: position)
      case 6:  // A piece of the file copied over another place.
        let length = Int.random(in: 1...32, using: &generator)
        let from = Int.random(in: 0..<bytes.count, using: &generator)
        for offset in 0..<length
        where from + offset < bytes.count && position + offset < bytes.count {
          bytes[position + offset] = bytes[from + offset]
        }
      default:  // A segment length (the two bytes after a marker) made small or large.
        if let marker = bytes[position...].firstIndex(of: 0xFF), marker + 3 < bytes.count {
          bytes[marker + 2] = UInt8.random(in: 0...255, using: &generator)
          bytes[marker + 3] = UInt8.random(in: 0...3, using: &generator)
        }
      }
    }
    return bytes
  }
}
