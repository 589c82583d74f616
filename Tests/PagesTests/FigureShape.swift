/// A figure with its numbers left open: `547.7 ms` is the shape of every `D.D ms`, and
/// `first showed in frame 70, 68 frames late` of that sentence with any two numbers.
///
/// A rerun of a demo keeps its words and changes its numbers, so a figure's shape finds the
/// same figure in the new record: the page's figures and samples are written again by shape
/// (`PageRegeneration`), and checked by the same rule.
struct FigureShape: Equatable {
  /// Literal text, or a run of one or more digits.
  enum Part: Equatable {
    case text([Character])
    case digits
  }

  let parts: [Part]

  init(_ figure: String) {
    var parts: [Part] = []
    for character in figure {
      if Self.isDigit(character) {
        if parts.last != .digits { parts.append(.digits) }
      } else if case .text(let text) = parts.last {
        parts[parts.count - 1] = .text(text + [character])
      } else {
        parts.append(.text([character]))
      }
    }
    self.parts = parts
  }

  /// Every figure of this shape in `line`, left to right, each a whole figure: not the end of
  /// a longer number (`7 ms` is not in `17 ms` or `1.7 ms`) nor the second half of a range
  /// (`4.1 ms` is not in `2.0–4.1 ms`), and not followed by more digits.
  func matches(in line: String) -> [String] {
    matches(in: Array(line), from: 0)
  }

  /// Every figure of this shape in `line` after the first place it says `words`: none when
  /// it does not say them.
  func matches(in line: String, after words: String) -> [String] {
    guard let place = line.range(of: words) else { return [] }
    return matches(
      in: Array(line), from: line.distance(from: line.startIndex, to: place.upperBound))
  }

  private func matches(in characters: [Character], from first: Int) -> [String] {
    var found: [String] = []
    var start = first
    while start < characters.count {
      let before = start > 0 ? characters[start - 1] : nil
      if before.map(Self.continuesAFigure) != true,
        let end = match(characters, from: start),
        end == characters.count || !Self.isDigit(characters[end])
      {
        found.append(String(characters[start..<end]))
        start = max(end, start + 1)
      } else {
        start += 1
      }
    }
    return found
  }

  /// Whether `line` is this shape from its first character to its last.
  func isShape(of line: String) -> Bool {
    let characters = Array(line)
    return match(characters, from: 0) == characters.count
  }

  /// Where a figure of this shape that starts at `start` ends, or nil when none starts there.
  /// A run of digits takes every digit there is: the part after it is text or the end.
  private func match(_ characters: [Character], from start: Int) -> Int? {
    var index = start
    for part in parts {
      switch part {
      case .text(let text):
        guard index + text.count <= characters.count,
          characters[index..<(index + text.count)].elementsEqual(text)
        else { return nil }
        index += text.count
      case .digits:
        let first = index
        while index < characters.count, Self.isDigit(characters[index]) { index += 1 }
        guard index > first else { return nil }
      }
    }
    return index
  }

  private static func isDigit(_ character: Character) -> Bool {
    character.isASCII && character.isNumber
  }

  /// A character after which a figure cannot start: a digit, a decimal point, a range's dash.
  private static func continuesAFigure(_ character: Character) -> Bool {
    isDigit(character) || character == "." || character == "–"
  }
}
