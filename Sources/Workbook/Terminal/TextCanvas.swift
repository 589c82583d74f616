/// A grid of characters, each with an optional colour, that clips whatever is written past its
/// width: the timeline draws into one, then prints it with or without escape codes.
///
/// Keeping the colour beside each character, instead of in the text, is what lets the plain
/// and the coloured drawing be the same picture, and lets the width be counted in characters.
struct TextCanvas: Sendable {
  /// How a character is coloured in colour mode.
  struct Style: Sendable, Hashable {
    /// The text colour, or `nil` for the terminal's own.
    var color: RGBA?
    var bold = false
  }

  struct Cell: Sendable, Hashable {
    var character: Character = " "
    var style: Style?
  }

  /// Columns per line.
  let width: Int
  private(set) var lines: [[Cell]] = []

  init(width: Int) {
    self.width = width
  }

  /// Adds a blank line.
  /// - Returns: its index, for `write(_:line:column:style:)`.
  @discardableResult
  mutating func addLine() -> Int {
    lines.append(Array(repeating: Cell(), count: width))
    return lines.count - 1
  }

  /// Adds a line holding `text`, cut to the width.
  mutating func addLine(_ text: String, style: Style? = nil) {
    write(text, line: addLine(), column: 0, style: style)
  }

  /// Writes `text` from `column` on; characters that fall outside the line are dropped.
  mutating func write(_ text: String, line: Int, column: Int, style: Style? = nil) {
    for (offset, character) in ANSI.printable(text).enumerated() {
      let x = column + offset
      guard x >= 0, x < width else { continue }
      lines[line][x] = Cell(character: character, style: style)
    }
  }

  /// Whether the columns `range` of `line` hold only blanks.
  func isBlank(line: Int, columns range: ClosedRange<Int>) -> Bool {
    guard range.lowerBound >= 0, range.upperBound < width else { return false }
    return range.allSatisfy { lines[line][$0].character == " " }
  }

  /// The picture as text, one `"\n"`-ended line per line, without trailing blanks; escape codes
  /// only when `color` is true, with a reset at the end of each coloured line.
  func render(color: Bool) -> String {
    var output = ""
    for line in lines {
      var cells = line[...]
      while let last = cells.last, last.character == " " { cells.removeLast() }
      var current: Style?
      for cell in cells {
        // A plain blank looks the same in any colour, so it does not end a coloured run.
        let isPlainBlank = cell.character == " " && cell.style == nil
        if color, cell.style != current, !isPlainBlank {
          if current != nil { output += ANSI.reset }
          if let style = cell.style {
            output += (style.bold ? ANSI.bold : "") + (style.color.map(ANSI.foreground) ?? "")
          }
          current = cell.style
        }
        output.append(cell.character)
      }
      if current != nil { output += ANSI.reset }
      output += "\n"
    }
    return output
  }

  /// `text` cut to `width` characters, ending in `…` when it was cut.
  static func truncate(_ text: String, to width: Int) -> String {
    guard text.count > width else { return text }
    guard width > 1 else { return String(text.prefix(max(width, 0))) }
    return String(text.prefix(width - 1)) + "…"
  }
}
