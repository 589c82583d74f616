import WorkbookGrading
import WorkbookTools

/// One share of a set that CI covers a part at a time (`--share 2/5`: the third of five,
/// counted from 0), so that runs with 0/5 to 4/5 cover the whole set once.
struct Share: Equatable {
  let index: Int
  let count: Int

  init(index: Int, count: Int) {
    self.index = index
    self.count = count
  }

  /// Reads `I/N` as `--share` gives it.
  init(parsing text: String) throws(CLIError) {
    let parts = text.split(separator: "/").compactMap { Int($0) }
    guard parts.count == 2, parts[1] > 0, (0..<parts[1]).contains(parts[0]) else {
      let name = CommandLineOption.share.name
      throw .usage("\(name) needs a share and a count, such as \(name) 0/4 (not '\(text)')")
    }
    self.init(index: parts[0], count: parts[1])
  }

  /// Whether `name` falls in this share, by a stable hash of the name: a mutant's share stays
  /// the same however many mutants are added around it.
  func contains(_ name: String) -> Bool {
    Int(Share.hash(name) % UInt64(count)) == index
  }

  /// Whether the item at `position` of a list falls in this share: every `count`-th item,
  /// starting at `index`, so that each list is cut as evenly as a list can be.
  func contains(position: Int) -> Bool {
    position % count == index
  }

  /// FNV-1a of the bytes of `text`, so that every machine agrees.
  static func hash(_ text: String) -> UInt64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in text.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return hash
  }
}
