/// Walks the bytes of a PPM file, skipping whitespace and comments and reading decimal numbers.
///
/// The header and the plain (P3) pixel data share these rules, so both read through one
/// scanner. It never reads past the end of the bytes: every read checks first, which is what
/// lets `Image(ppm:)` throw on any input instead of trapping.
struct PPMScanner {
  let bytes: [UInt8]
  /// The index of the next byte to read.
  var position: Int

  init(bytes: [UInt8], position: Int = 0) {
    self.bytes = bytes
    self.position = position
  }

  /// The byte at `position`, or `nil` at the end of the data.
  var current: UInt8? { position < bytes.count ? bytes[position] : nil }

  /// How many bytes are left after `position`.
  var remaining: Int { bytes.count - position }

  /// Skips whitespace and `#` comments; returns whether anything was skipped.
  ///
  /// A comment runs from `#` through the next carriage return or line feed, and counts as
  /// whitespace, as the netpbm spec and libnetpbm have it.
  @discardableResult
  mutating func skipSeparators() -> Bool {
    let start = position
    while let byte = current {
      if PPMScanner.isWhitespace(byte) {
        position += 1
      } else if byte == UInt8(ascii: "#") {
        skipComment()
      } else {
        break
      }
    }
    return position > start
  }

  /// Skips a comment that starts at `position`, including the line end that closes it.
  mutating func skipComment() {
    while let byte = current {
      position += 1
      if byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { return }
    }
  }

  /// Reads an unsigned decimal number at `position`, or returns `nil` if no digit is there.
  ///
  /// A number too large for `Int` saturates at `Int.max`, which every caller then rejects
  /// as out of range: absurd input gives a clear error rather than an overflow trap.
  mutating func readNumber() -> Int? {
    guard let first = current, PPMScanner.isDigit(first) else { return nil }
    var value = 0
    while let byte = current, PPMScanner.isDigit(byte) {
      let digit = Int(byte - UInt8(ascii: "0"))
      value = value > (Int.max - digit) / 10 ? Int.max : value * 10 + digit
      position += 1
    }
    return value
  }

  /// Whether `position` is at a separator (whitespace or `#`) or at the end of the data.
  var atSeparatorOrEnd: Bool {
    guard let byte = current else { return true }
    return PPMScanner.isWhitespace(byte) || byte == UInt8(ascii: "#")
  }

  /// The byte at `position`, described for an error message.
  var currentDescription: String {
    guard let byte = current else { return "the end of the data" }
    return PPMScanner.describe(byte)
  }

  /// Space, tab, line feed, vertical tab, form feed or carriage return (C's `isspace`).
  static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || (byte >= 0x09 && byte <= 0x0D)
  }

  static func isDigit(_ byte: UInt8) -> Bool {
    byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
  }

  /// `"x"` for a printable ASCII byte, `byte 0x1F` for anything else.
  static func describe(_ byte: UInt8) -> String {
    if byte >= 0x21 && byte <= 0x7E {
      return "\"\(Character(Unicode.Scalar(byte)))\""
    }
    let hex = String(byte, radix: 16, uppercase: true)
    return "byte 0x\(byte < 16 ? "0" : "")\(hex)"
  }
}
