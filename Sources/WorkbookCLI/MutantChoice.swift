import Foundation

/// One changed line holding both versions of the expression that differs, as a choice the
/// switch makes: `if count > 1 {` and `if count >= 1 {` become
/// `if (WorkbookMutantSwitch.on("m") ? (count >= 1) : (count > 1)) {`, where a block of
/// two versions could not stand (the line opens a block, or binds a name used below).
///
/// The expression is what differs, widened to the clause that holds it: out to an opening
/// bracket, a comma, `=`, `return`, `if`, `&&`… on the left, and to a closing bracket, a comma
/// or ` {` on the right, and never cutting a string. Nil when the two lines differ in more
/// than one such clause, or the clause holds `try` or `await` (which must come first).
enum MutantChoice {
  static let leftEnds = [
    "(", "[", ", ", " = ", " += ", " -= ", " *= ", " /= ", "return ", "if ", "guard ",
    "while ", "&& ", "|| ", " ? ", " : ", " in ", "case ", "throw ", " == ", " != ",
  ]
  static let rightEnds = [")", "]", ",", " {", " &&", " ||", " ?", " :", " else", " ==", " !="]

  static func line(_ mutant: String, replacing old: String, with new: String) -> String? {
    guard !old.contains("\n"), !new.contains("\n"), old != new else { return nil }
    let a = Array(old)
    let b = Array(new)
    var prefix = 0
    while prefix < min(a.count, b.count), a[prefix] == b[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < min(a.count, b.count) - prefix,
      a[a.count - 1 - suffix] == b[b.count - 1 - suffix]
    {
      suffix += 1
    }
    let indent = a.prefix { $0 == " " || $0 == "\t" }.count
    let quotes = Self.quotes(a)
    // Out of any string the difference starts in.
    var start = prefix
    while start > indent, quotes[start - 1] { start -= 1 }
    while start > indent, !leftEnds.contains(where: { String(a[..<start]).hasSuffix($0) }) {
      start -= 1
    }
    guard start > indent else { return nil }
    var end = a.count - suffix
    while end < a.count, end > 0, quotes[end - 1], quotes[end] { end += 1 }
    while end < a.count, !rightEnds.contains(where: { String(a[end...]).hasPrefix($0) }) {
      end += 1
    }
    let common = a.count - end
    let oldPart = String(a[start..<end])
    let newPart = String(b[start..<(b.count - common)])
    guard [oldPart, newPart].allSatisfy(isOneClause) else { return nil }
    return String(a[..<start])
      + "(WorkbookMutantSwitch.on(\"\(mutant)\") ? (\(newPart)) : (\(oldPart)))"
      + String(a[end...])
  }

  /// Whether each character is inside a string literal (its quotes count as inside).
  static func quotes(_ characters: [Character]) -> [Bool] {
    var inside = false
    var escaped = false
    return characters.map { character in
      defer { escaped = character == "\\" && !escaped }
      if character == "\"" && !escaped {
        inside.toggle()
        return true
      }
      return inside
    }
  }

  /// Whether `text` is one expression's worth: not empty, brackets and strings balanced, no
  /// comma, brace or `try`/`await` outside brackets.
  static func isOneClause(_ text: String) -> Bool {
    let characters = Array(text)
    guard !text.trimmingCharacters(in: .whitespaces).isEmpty,
      characters.filter({ $0 == "\"" }).count % 2 == 0
    else { return false }
    var depth = 0
    let inString = quotes(characters)
    for (index, character) in characters.enumerated() where !inString[index] {
      switch character {
      case "(", "[": depth += 1
      case ")", "]":
        depth -= 1
        if depth < 0 { return false }
      case ",", "{", "}", ";": if depth == 0 { return false }
      default: break
      }
    }
    let words = text.split(whereSeparator: { !$0.isLetter })
    return depth == 0 && !words.contains("try") && !words.contains("await")
  }
}
