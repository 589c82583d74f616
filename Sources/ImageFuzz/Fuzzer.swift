import Foundation
import Workbook
import WorkbookTools

/// Decodes seeded mutations of valid files and counts the outcomes.
///
/// Each mutant gets one to four changes (a random byte, a flipped bit, bytes inserted or
/// removed, the end cut off); half of them then have every chunk's CRC mended, so that the
/// damage reaches the inflater, the filters and the pixel conversion instead of stopping at
/// the CRC check. The same seed gives the same inputs, so a failure can be replayed.
struct Fuzzer {
  let seeds: [[UInt8]]
  var generator: SplitMix64

  init(seeds: [[UInt8]], seed: UInt64) {
    self.seeds = seeds
    generator = SplitMix64(seed: seed)
  }

  struct Totals {
    var passed = 0
    var failed = 0
    var decoded = 0
    var refused = 0
  }

  /// The files with the format's extension in `folders`, sorted by name.
  static func seedFiles(in folders: [String], format: ImageFormat) -> [[UInt8]] {
    folders.flatMap { folder in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
      return names.sorted().compactMap { name -> [UInt8]? in
        guard name.lowercased().hasSuffix("." + format.rawValue.lowercased()) else { return nil }
        return FileManager.default.contents(atPath: folder + "/" + name).map { [UInt8]($0) }
      }
    }
  }

  mutating func run(count: Int) -> Totals {
    var totals = Totals()
    for round in 0..<count {
      let input = mutant(of: seeds[round % seeds.count], mendingCRCs: round.isMultiple(of: 2))
      do {
        let image = try Image(decoding: Data(input))
        let wellFormed =
          image.width >= 1 && image.height >= 1
          && image.pixels.count == image.width * image.height * 4
        if wellFormed { totals.passed += 1 } else { report(round, "a malformed image") }
        if !wellFormed { totals.failed += 1 }
        totals.decoded += 1
      } catch {
        if error.description.isEmpty {
          report(round, "an error without a message")
          totals.failed += 1
        } else {
          totals.passed += 1
        }
        totals.refused += 1
      }
      if (round + 1) % 20_000 == 0 { print("  \(round + 1) inputs") }
    }
    return totals
  }

  func report(_ round: Int, _ what: String) {
    FileHandle.standardError.write(Data("input \(round) gave \(what)\n".utf8))
  }

  mutating func mutant(of seed: [UInt8], mendingCRCs: Bool) -> [UInt8] {
    var bytes = seed
    for _ in 0..<Int.random(in: 1...4, using: &generator) where bytes.count > 9 {
      let index = Int.random(in: 8..<bytes.count, using: &generator)
      switch Int.random(in: 0..<10, using: &generator) {
      case 0..<5: bytes[index] = UInt8.random(in: 0...255, using: &generator)
      case 5..<8: bytes[index] ^= 1 << UInt8.random(in: 0...7, using: &generator)
      case 8:
        let count = Int.random(in: 1...8, using: &generator)
        if Bool.random(using: &generator) {
          bytes.removeSubrange(index..<min(bytes.count, index + count))
        } else {
          bytes.insert(
            contentsOf: (0..<count).map { _ in UInt8.random(in: 0...255, using: &generator) },
            at: index)
        }
      default: bytes.removeSubrange(index...)
      }
    }
    return mendingCRCs ? Fuzzer.mendCRCs(bytes) : bytes
  }

  /// Recomputes the CRC of every chunk whose length fits in the file.
  static func mendCRCs(_ file: [UInt8]) -> [UInt8] {
    var bytes = file
    var position = 8
    while position + 12 <= bytes.count {
      let length = bytes[position..<(position + 4)].reduce(0) { $0 << 8 | Int($1) }
      guard length <= bytes.count - position - 12 else { break }
      let end = position + 8 + length
      let crc = CRC.checksum(bytes[(position + 4)..<end])
      for index in 0..<4 { bytes[end + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
      position = end + 4
    }
    return bytes
  }
}

/// The CRC-32 of PNG chunks, written out here because the kit keeps its own internal.
enum CRC {
  static let table: [UInt32] = (0..<256).map { index in
    (0..<8).reduce(UInt32(index)) { crc, _ in crc & 1 == 1 ? 0xEDB8_8320 ^ crc >> 1 : crc >> 1 }
  }

  static func checksum(_ bytes: ArraySlice<UInt8>) -> UInt32 {
    ~bytes.reduce(0xFFFF_FFFF) { crc, byte in table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ crc >> 8 }
  }
}
