/// A measure's report line, split into its words: a fixed first word, then `key=value`
/// pairs, so that a program can find the line in a demo's output and a person can still read
/// it. `HangReport` and `GalleryReport` are read through it.
struct ReportLine {
  /// The words of the line, in order.
  let words: [Substring]
  private var values: [Substring: Substring] = [:]

  /// Reads `line`; `nil` unless it has `count` words, starts with `prefix`, and every word
  /// after the first `leading` ones is a `key=value` pair.
  init?(_ line: String, prefix: String, count: Int, leading: Int = 1) {
    words = line.split(separator: " ")
    guard words.count == count, words[0] == prefix else { return nil }
    for word in words.dropFirst(leading) {
      let pair = word.split(separator: "=", maxSplits: 1)
      guard pair.count == 2 else { return nil }
      values[pair[0]] = pair[1]
    }
  }

  /// The value of `key`, as written.
  subscript(key: Substring) -> Substring? { values[key] }

  /// The value of `key` as a whole number; `nil` if it is missing or not one.
  func int(_ key: Substring) -> Int? { values[key].flatMap { Int($0) } }

  /// The value of `key` as a number; `nil` if it is missing or not one.
  func double(_ key: Substring) -> Double? { values[key].flatMap { Double($0) } }
}
