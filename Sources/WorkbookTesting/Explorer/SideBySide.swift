import Workbook

/// Two sequences of events, expected and actual, drawn side by side in the timeline's own
/// letters, at most 80 columns wide, the first difference marked.
///
/// A failing order's events are easier to compare as two rows of letters than as two long
/// arrays: the eye finds `abdc` under `abcd` at once. Each distinct label gets the letter the
/// timeline would give it (`Timeline.key(forItem:)`), in the order labels first appear, so
/// the same label has the same letter on both sides; a table under the rows says what each
/// letter is.
public struct SideBySide: Sendable, Hashable {
  public let expected: [String]
  public let actual: [String]

  public init(expected: [String], actual: [String]) {
    self.expected = expected.map(ANSI.printable)
    self.actual = actual.map(ANSI.printable)
  }

  /// Where the two first differ (an event, or one running out first), or nil if they agree.
  public var firstDifference: Int? {
    let shared = zip(expected, actual).enumerated().first { $0.element.0 != $0.element.1 }?.offset
    if let shared { return shared }
    return expected.count == actual.count ? nil : min(expected.count, actual.count)
  }

  /// The letter of each label, in the order labels first appear, expected first.
  var letters: [String: Character] {
    var letters: [String: Character] = [:]
    for label in expected + actual where letters[label] == nil {
      letters[label] = Timeline.key(forItem: letters.count) ?? Timeline.unkeyedMark
    }
    return letters
  }

  /// The drawing, lines joined by newlines, none wider than `width` (at least 40).
  public func render(width: Int = 80) -> String {
    let width = max(width, 40)
    let letters = self.letters
    let difference = firstDifference
    let row = { (labels: [String]) in String(labels.map { letters[$0]! }) }
    // The rows of letters, scrolled so that the first difference is in view.
    let room = width - 10
    let start = difference.map { max(0, $0 - room / 2) } ?? 0
    var lines = [
      "expected  " + Self.window(row(expected), from: start, width: room),
      "actual    " + Self.window(row(actual), from: start, width: room),
    ]
    if let difference {
      let column = 10 + difference - start + (start > 0 ? 1 : 0)
      let note = "^ first difference: event \(difference + 1)"
      let line = String(repeating: " ", count: column) + note
      lines.append(line.count <= width ? line : Self.cut(line, to: width))
    } else {
      lines.append("(the same events)")
    }
    // The table: each event, expected and actual, with its letter.
    let half = (width - 4) / 2
    lines.append("  " + Self.padded("expected", to: half) + "  actual")
    for index in 0..<max(expected.count, actual.count) {
      let cell = { (labels: [String]) -> String in
        guard index < labels.count else { return "" }
        return "\(letters[labels[index]]!)  \(labels[index])"
      }
      let marker = index == difference ? "> " : "  "
      let left = Self.padded(Self.cut(cell(expected), to: half), to: half)
      let line = marker + left + "  " + Self.cut(cell(actual), to: half)
      lines.append(String(line.reversed().drop(while: \.isWhitespace).reversed()))
    }
    return lines.joined(separator: "\n")
  }

  /// `text` from `start`, at most `width` characters, with `…` where it was cut.
  static func window(_ text: String, from start: Int, width: Int) -> String {
    var shown = String(text.dropFirst(start))
    if start > 0 { shown = "…" + shown }
    return cut(shown, to: width)
  }

  /// `text`, cut to `width` characters with a `…` at the end if it was longer.
  static func cut(_ text: String, to width: Int) -> String {
    text.count <= width ? text : String(text.prefix(width - 1)) + "…"
  }

  static func padded(_ text: String, to width: Int) -> String {
    text + String(repeating: " ", count: max(0, width - text.count))
  }
}
