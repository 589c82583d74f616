import Foundation
import WorkbookCommandLine
import WorkbookGrading

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
    "while ", "&& ", "|| ", " ? ", " : ", " in ", "case ", "throw ", " == ", " != ", ": ", "{ ",
  ]
  static let rightEnds = [
    ")", "]", ",", " {", " &&", " ||", " ?", " :", " else", " ==", " !=", " }", "  //", " //",
    " where",
  ]
  /// Ends that are operators, with their precedence (higher binds tighter): a clause between
  /// them must hold no operator that binds as loosely, or the choice would group differently
  /// from the line (`a == (b && c)` where the line means `(a == b) && c`).
  static let operatorLeftEnds = [
    ("&& ", 3), ("|| ", 2), (" ? ", 1), (" : ", 1), (" == ", 4), (" != ", 4),
  ]
  static let operatorRightEnds = [
    (" &&", 3), (" ||", 2), (" ?", 1), (" :", 1), (" ==", 4), (" !=", 4),
  ]
  static let operators = [
    (" ? ", 1), (" : ", 1), (" || ", 2), (" && ", 3), (" == ", 4), (" != ", 4), (" < ", 4),
    (" > ", 4), (" <= ", 4), (" >= ", 4), (" ?? ", 5),
  ]

  static func line(_ mutant: String, replacing old: String, with new: String) -> String? {
    guard !old.contains("\n"), !new.contains("\n"), old != new else { return nil }
    return clause(mutant, replacing: old, with: new)
      ?? condition(mutant, replacing: old, with: new)
  }

  /// The clause that differs, held as a choice.
  private static func clause(_ mutant: String, replacing old: String, with new: String) -> String? {
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
    // Spaces around the difference go with it, so that an end that begins with one is found.
    while prefix > 0, a[prefix - 1] == " " { prefix -= 1 }
    while suffix > 0, a[a.count - suffix] == " " { suffix -= 1 }
    let indent = a.prefix { $0 == " " || $0 == "\t" }.count
    let quotes = Self.quotes(a)
    // Out of any string the difference starts in.
    var start = prefix
    while start > indent, quotes[start - 1] { start -= 1 }
    var end = a.count - suffix
    while end < a.count, end > 0, quotes[end - 1], quotes[end] { end += 1 }
    // The difference's own spaces at either end, when both lines have them, are common again.
    while end > start, a[end - 1] == " ", b.count - (a.count - end) - 1 >= start,
      b[b.count - (a.count - end) - 1] == " "
    {
      end -= 1
    }
    while start < end, start < b.count - (a.count - end), a[start] == " ", b[start] == " " {
      start += 1
    }
    while true {
      // Outwards to the nearest ends, over brackets the clause holds whole.
      while start > indent, !leftEnds.contains(where: { String(a[..<start]).hasSuffix($0) }) {
        start = opener(of: start - 1, in: a, quotes: quotes) ?? start - 1
      }
      while end < a.count, !rightEnds.contains(where: { String(a[end...]).hasPrefix($0) }) {
        end = (closer(of: end, in: a, quotes: quotes) ?? end) + 1
      }
      guard start > indent else { return nil }
      let common = a.count - end
      let oldPart = String(a[start..<end])
      let newPart = String(b[start..<(b.count - common)])
      let loosest = min(loosestOperator(in: oldPart), loosestOperator(in: newPart))
      let left = operatorLeftEnds.first { String(a[..<start]).hasSuffix($0.0) }?.1 ?? 0
      if loosest <= left {
        start -= 1
        continue
      }
      let right =
        end < a.count ? operatorRightEnds.first { String(a[end...]).hasPrefix($0.0) }?.1 ?? 0 : 0
      if loosest <= right {
        end += 1
        continue
      }
      guard [oldPart, newPart].allSatisfy(isOneClause) else {
        // Items of an array literal that differ: the whole literal is the clause.
        guard start > 0, a[start - 1] == "[" || String(a[..<start]).hasSuffix(", "),
          let open = enclosingOpener(of: start, in: a, quotes: quotes), a[open] == "[",
          let close = closer(of: open, in: a, quotes: quotes), open > indent
        else { return nil }
        start = open
        end = close + 1
        continue
      }
      return String(a[..<start])
        + "(WorkbookMutantSwitch.on(\"\(mutant)\") ? (\(newPart)) : (\(oldPart)))"
        + String(a[end...])
    }
  }

  /// Where the bracket that `index` closes opens, when `index` holds a closing bracket.
  private static func opener(of index: Int, in a: [Character], quotes: [Bool]) -> Int? {
    guard !quotes[index], a[index] == ")" || a[index] == "]" else { return nil }
    var depth = 0
    for position in stride(from: index, through: 0, by: -1) where !quotes[position] {
      if a[position] == ")" || a[position] == "]" { depth += 1 }
      if a[position] == "(" || a[position] == "[" { depth -= 1 }
      if depth == 0 { return position }
    }
    return nil
  }

  /// The opening bracket of the group that holds `index`, outside strings.
  private static func enclosingOpener(of index: Int, in a: [Character], quotes: [Bool]) -> Int? {
    var depth = 0
    for position in stride(from: index - 1, through: 0, by: -1) where !quotes[position] {
      if a[position] == ")" || a[position] == "]" { depth += 1 }
      if a[position] == "(" || a[position] == "[" {
        if depth == 0 { return position }
        depth -= 1
      }
    }
    return nil
  }

  /// Where the bracket that `index` opens closes, when `index` holds an opening bracket.
  private static func closer(of index: Int, in a: [Character], quotes: [Bool]) -> Int? {
    guard !quotes[index], a[index] == "(" || a[index] == "[" else { return nil }
    var depth = 0
    for position in index..<a.count where !quotes[position] {
      if a[position] == "(" || a[position] == "[" { depth += 1 }
      if a[position] == ")" || a[position] == "]" { depth -= 1 }
      if depth == 0 { return position }
    }
    return nil
  }

  /// A condition taken out of, or put into, an `if`, `guard` or `while` list or a `for`'s
  /// `where`, held as a condition the switch makes true: `guard a, b else {` without `b`
  /// becomes `guard a, (WorkbookMutantSwitch.on("m") || (b)) else {`. Nil for anything else,
  /// and for a binding (`let`, `var`, `case`), which a switch cannot take away.
  private static func condition(
    _ mutant: String, replacing old: String, with new: String
  ) -> String? {
    let on = "WorkbookMutantSwitch.on(\"\(mutant)\")"
    let list = /^(\s*(?:if|guard|while|\} else if) )(.*?)((?: else)? \{)$/
    if let a = old.wholeMatch(of: list), let b = new.wholeMatch(of: list),
      a.output.1 == b.output.1, a.output.3 == b.output.3
    {
      let oldItems = topLevelItems(String(a.output.2))
      let newItems = topLevelItems(String(b.output.2))
      guard
        let items = oneMore(oldItems, newItems, on: on) ?? oneMore(newItems, oldItems, on: "!" + on)
      else { return nil }
      return String(a.output.1) + items.joined(separator: ", ") + String(a.output.3)
    }
    let loop = /^(\s*for .*? in .*?)(?: where (.*))? \{$/
    if let a = old.wholeMatch(of: loop), let b = new.wholeMatch(of: loop), a.output.1 == b.output.1
    {
      switch (a.output.2, b.output.2) {
      case (let removed?, nil) where !isBinding(String(removed)):
        return "\(a.output.1) where (\(on) || (\(removed))) {"
      case (nil, let added?):
        return "\(a.output.1) where (!\(on) || (\(added))) {"
      default: return nil
      }
    }
    return nil
  }

  /// `longer` with the one item `shorter` lacks made true when `on` holds; nil unless
  /// `longer` is `shorter` with one item more, and that item is no binding.
  private static func oneMore(_ longer: [String], _ shorter: [String], on: String) -> [String]? {
    guard longer.count == shorter.count + 1 else { return nil }
    for index in longer.indices {
      var without = longer
      let item = without.remove(at: index)
      if without == shorter {
        guard !isBinding(item) else { return nil }
        var items = longer
        items[index] = "(\(on) || (\(item)))"
        return items
      }
    }
    return nil
  }

  private static func isBinding(_ item: String) -> Bool {
    ["let ", "var ", "case "].contains { item.hasPrefix($0) }
  }

  /// `text` cut at its commas outside brackets, braces and strings, each item trimmed.
  static func topLevelItems(_ text: String) -> [String] {
    let characters = Array(text)
    let inString = quotes(characters)
    var items: [String] = []
    var current = ""
    var depth = 0
    for (index, character) in characters.enumerated() {
      if !inString[index] {
        switch character {
        case "(", "[", "{": depth += 1
        case ")", "]", "}": depth -= 1
        case "," where depth == 0:
          items.append(current.trimmingCharacters(in: .whitespaces))
          current = ""
          continue
        default: break
        }
      }
      current.append(character)
    }
    items.append(current.trimmingCharacters(in: .whitespaces))
    return items
  }

  /// The precedence of the most loosely binding operator of `text` outside brackets and
  /// strings; `Int.max` when it holds none.
  static func loosestOperator(in text: String) -> Int {
    let characters = Array(text)
    let inString = quotes(characters)
    var depth = 0
    var loosest = Int.max
    for index in characters.indices where !inString[index] {
      switch characters[index] {
      case "(", "[": depth += 1
      case ")", "]": depth -= 1
      case " " where depth == 0:
        let rest = String(characters[index...])
        for (symbol, level) in operators where rest.hasPrefix(symbol) {
          loosest = min(loosest, level)
        }
      default: break
      }
    }
    return loosest
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
  /// comma, brace, `try`/`await` or a `where` clause outside brackets.
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
    guard
      !zip(characters.indices, characters.dropFirst()).contains(where: { index, next in
        !inString[index] && characters[index] == "/" && next == "/"
      })
    else { return false }
    let words = text.split(whereSeparator: { !$0.isLetter })
    return depth == 0 && !["try", "await", "where"].contains(where: words.contains)
  }
}
