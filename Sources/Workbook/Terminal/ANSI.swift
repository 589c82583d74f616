/// The few ANSI escape sequences the kit writes: 24-bit colours and a reset.
///
/// They live in one place so that plain output can promise to contain none of them:
/// every renderer asks for colour here, and only when the terminal is interactive.
public enum ANSI {
  /// The escape character that starts every sequence (byte 0x1B).
  public static let escape = "\u{1B}"

  /// Turns colours and bold back off; written at the end of every coloured line.
  public static let reset = "\u{1B}[0m"

  /// Bold text, for the keys of a timeline.
  public static let bold = "\u{1B}[1m"

  /// Sets the text (foreground) colour, 24-bit: `ESC[38;2;r;g;bm`.
  public static func foreground(_ color: RGBA) -> String {
    "\u{1B}[38;2;\(color.red);\(color.green);\(color.blue)m"
  }

  /// Sets the background colour, 24-bit: `ESC[48;2;r;g;bm`.
  public static func background(_ color: RGBA) -> String {
    "\u{1B}[48;2;\(color.red);\(color.green);\(color.blue)m"
  }
}

extension ANSI {
  /// Replaces control characters, the escape character among them, with `?`.
  ///
  /// Labels come from the code being traced; a tab or newline would break a table's columns
  /// and an escape would change the colour, so renderers pass every label through this.
  public static func printable(_ text: String) -> String {
    String(
      text.map { character in
        character.unicodeScalars.contains { $0.properties.generalCategory == .control }
          ? "?" : character
      })
  }
}
