/// Plain-text layout for the CLI's tables and help: wrapping between words, and counting
/// repeated lines.
package nonisolated enum TextLayout {
  /// `text` in lines of at most `width` characters, broken between words; a word longer than
  /// a line (a path) is broken inside, after a `/` when it has one. Line breaks in `text` are
  /// kept.
  package static func wrap(_ text: String, width: Int) -> [String] {
    let width = max(width, 1)
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = Substring(word)
        if !line.isEmpty, line.count + 1 + word.count > width {
          lines.append(line)
          line = ""
        }
        while line.isEmpty, word.count > width {
          let slash = word.prefix(width).lastIndex(of: "/").map { word.index(after: $0) }
          let cut = slash.map { word.distance(from: word.startIndex, to: $0) } ?? width
          lines.append(String(word.prefix(cut)))
          word = word.dropFirst(cut)
        }
        line += (line.isEmpty ? "" : " ") + word
      }
      lines.append(line)
    }
    return lines
  }

  /// Each distinct line once, in the order first seen, with how many times it came:
  /// a parameterised test that fails the same way for every argument says so once.
  package static func counted(_ lines: [String]) -> [(line: String, count: Int)] {
    var result: [(line: String, count: Int)] = []
    var index: [String: Int] = [:]
    for line in lines {
      if let at = index[line] {
        result[at].count += 1
      } else {
        index[line] = result.count
        result.append((line, 1))
      }
    }
    return result
  }

  /// `line (3 times)`, or `line` when it came once.
  package static func withCount(_ line: String, _ count: Int) -> String {
    count > 1 ? "\(line) (\(count) times)" : line
  }

  /// `1 exercise`, `3 exercises`.
  package static func count(_ number: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(number) \(number == 1 ? singular : plural ?? singular + "s")"
  }
}
