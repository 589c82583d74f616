/// Swift source with its comments and the contents of its string literals blanked out, so
/// that a scan for forbidden code finds code only: not a word in a comment, not a message in
/// a string.
///
/// Blanked characters become spaces and line breaks stay where they are, so a line number
/// in the result is the line number in the source. Interpolations (`"\(…)"`) are code and
/// stay. Block comments nest, as in Swift. Regex literals are not recognised.
public enum SwiftCode {
  private enum Context {
    /// Code; `depth` counts open parentheses, so an interpolation knows where it ends.
    case code(depth: Int)
    /// A string literal with `hashes` pound signs around it (`#"…"#` has one).
    case string(multiline: Bool, hashes: Int)
  }

  /// The code in `source`, comments and string contents blanked.
  public static func stripping(_ source: String) -> String {
    let chars = Array(source)
    var output = chars
    var stack: [Context] = [.code(depth: 0)]
    var index = 0

    func blank(_ range: Range<Int>) {
      for position in range where output[position] != "\n" { output[position] = " " }
    }
    func matches(_ text: String, at position: Int) -> Bool {
      let pattern = Array(text)
      guard position + pattern.count <= chars.count else { return false }
      return Array(chars[position..<position + pattern.count]) == pattern
    }

    while index < chars.count {
      switch stack.last! {
      case .code(let depth):
        if matches("//", at: index) {
          let end = chars[index...].firstIndex(of: "\n") ?? chars.count
          blank(index..<end)
          index = end
        } else if matches("/*", at: index) {
          let end = endOfBlockComment(chars, from: index)
          blank(index..<end)
          index = end
        } else if let (hashes, multiline, length) = stringOpening(chars, at: index) {
          stack.append(.string(multiline: multiline, hashes: hashes))
          index += length
        } else if chars[index] == "(" {
          stack[stack.count - 1] = .code(depth: depth + 1)
          index += 1
        } else if chars[index] == ")" {
          if depth == 0, stack.count > 1 {
            stack.removeLast()  // the end of an interpolation: back in the string
          } else {
            stack[stack.count - 1] = .code(depth: max(depth - 1, 0))
          }
          index += 1
        } else {
          index += 1
        }
      case .string(let multiline, let hashes):
        let pounds = String(repeating: "#", count: hashes)
        let closing = (multiline ? "\"\"\"" : "\"") + pounds
        if matches("\\" + pounds + "(", at: index) {
          blank(index..<index + hashes + 1)
          stack.append(.code(depth: 0))
          index += hashes + 2
        } else if matches("\\" + pounds, at: index) {
          blank(index..<min(index + hashes + 2, chars.count))
          index += hashes + 2
        } else if matches(closing, at: index) {
          stack.removeLast()
          index += closing.count
        } else {
          blank(index..<index + 1)
          index += 1
        }
      }
    }
    return String(output)
  }

  /// Where a block comment that opens at `start` ends, counting nested comments.
  private static func endOfBlockComment(_ chars: [Character], from start: Int) -> Int {
    var depth = 0
    var index = start
    while index < chars.count {
      if chars[index] == "/", index + 1 < chars.count, chars[index + 1] == "*" {
        depth += 1
        index += 2
      } else if chars[index] == "*", index + 1 < chars.count, chars[index + 1] == "/" {
        depth -= 1
        index += 2
        if depth == 0 { return index }
      } else {
        index += 1
      }
    }
    return chars.count
  }

  /// A string literal opening at `index`: its pound signs, whether it is multiline, and the
  /// length of the opening delimiter.
  private static func stringOpening(_ chars: [Character], at index: Int) -> (Int, Bool, Int)? {
    var hashes = 0
    while index + hashes < chars.count, chars[index + hashes] == "#" { hashes += 1 }
    let quote = index + hashes
    guard quote < chars.count, chars[quote] == "\"" else { return nil }
    let multiline =
      quote + 2 < chars.count && chars[quote + 1] == "\"" && chars[quote + 2] == "\""
    return (hashes, multiline, hashes + (multiline ? 3 : 1))
  }
}
