import WorkbookTesting

/// Keys that are different strings but look alike, for a grader that checks a cache keeps
/// each key apart: a cache that folds two of them into one gives the second the first's
/// value, which keys that differ in every character never show.
enum LookAlikeKeys {
  /// A family of keys alike in one way: what a message calls it, and its keys.
  struct Family {
    let likeness: String
    let keys: [String]
  }

  /// One family for each way keys can look alike (case, spaces at either end, an accent, a
  /// letter and its two-letter spelling, a folder, an extension, a long shared beginning,
  /// leading zeros), each made from names and lengths drawn from `inputs`.
  static func families(_ inputs: RandomInputs = .current) -> [Family] {
    let name = inputs.name(prefix: "photo", extension: "ppm")
    let stem = String(name.dropLast(".ppm".count))
    let tag = inputs.int(in: 0x1000...0xFFFF)
    let number = inputs.int(in: 1...999)
    let shared = String(repeating: "\(tag)/", count: inputs.int(in: 40...400))
    return [
      Family(
        likeness: "differ only in case",
        keys: [name, name.uppercased(), name.prefix(1).uppercased() + name.dropFirst()]),
      Family(likeness: "differ only in spaces", keys: [stem, " " + stem, stem + " "]),
      Family(likeness: "differ only in an accent", keys: ["cafe-\(tag)", "café-\(tag)"]),
      Family(likeness: "spell one letter two ways", keys: ["straße-\(tag)", "strasse-\(tag)"]),
      Family(
        likeness: "name one file in two folders",
        keys: ["summer/\(name)", "winter/\(name)", name]),
      Family(likeness: "differ only in an extension", keys: [stem, stem + ".png"]),
      Family(
        likeness: "share their first \(shared.count) characters",
        keys: [shared + "a", shared + "b", shared]),
      Family(
        likeness: "name one number", keys: ["\(number)", "0\(number)", "00\(number)"]),
    ]
  }

  /// A key as a message shows it, quoted: a long one by its ends and its length.
  static func shown(_ key: String) -> String {
    guard key.count > 40 else { return "\"\(key)\"" }
    return "\"\(key.prefix(12))…\(key.suffix(12))\" (\(key.count) characters)"
  }
}
