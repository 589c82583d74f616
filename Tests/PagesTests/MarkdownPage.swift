import Foundation

/// What the page tests need to know about a Markdown page: its links and its code blocks.
struct MarkdownPage {
  /// A fenced code block, with the source file that the comment before it names, if any.
  struct CodeBlock {
    var language: String
    var lines: [String]
    /// From `<!-- code: PATH -->` on the line before the fence.
    var source: String?
    var line: Int
  }

  let url: URL
  let text: String

  init(_ url: URL) throws {
    self.url = url
    self.text = try Repository.text(of: url)
  }

  /// The targets of `[text](target)` links outside code blocks.
  var links: [String] {
    var found: [String] = []
    for line in proseLines {
      var rest = line[...]
      while let open = rest.range(of: "](") {
        let after = rest[open.upperBound...]
        guard let close = after.firstIndex(of: ")") else { break }
        found.append(String(after[..<close]))
        rest = after[close...]
      }
    }
    return found
  }

  /// The fenced code blocks, in order.
  var codeBlocks: [CodeBlock] {
    var blocks: [CodeBlock] = []
    var current: CodeBlock?
    var previous = ""
    for (index, line) in text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let block = current {
          blocks.append(block)
          current = nil
        } else {
          current = CodeBlock(
            language: String(line.dropFirst(3)), lines: [], source: Self.source(in: previous),
            line: index + 1)
        }
      } else if current != nil {
        current?.lines.append(line)
      }
      previous = line
    }
    return blocks
  }

  /// The anchors of the page's headings, as GitHub makes them: `## Nonisolated code (13:10)`
  /// is `#nonisolated-code-1310`.
  var headingAnchors: Set<String> {
    var inCode = false
    var anchors: Set<String> = []
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      anchors.insert(Self.anchor(of: String(line.drop { $0 == "#" })))
    }
    return anchors
  }

  /// GitHub's anchor for a heading: lowercased, spaces to hyphens, punctuation dropped.
  static func anchor(of heading: String) -> String {
    var anchor = ""
    for character in heading.trimmingCharacters(in: .whitespaces).lowercased() {
      if character.isLetter || character.isNumber || character == "-" || character == "_" {
        anchor.append(character)
      } else if character == " " {
        anchor.append("-")
      }
    }
    return anchor
  }

  /// The compiler messages the page quotes, as `error: message`: a line of a code block that
  /// is a diagnostic (`error: …`, or a comment such as `// Swift 6 error: …`), and inline code
  /// that starts with `error:`, `warning:` or `note:`, its line breaks read as spaces.
  var quotedCompilerMessages: [String] {
    var quotes: [String] = []
    for block in codeBlocks {
      for line in block.lines {
        let pattern = /(?:^\s*|\/\/[^:]*?\s)(error|warning|note): (.+?)\s*$/
        if let match = line.firstMatch(of: pattern) {
          quotes.append("\(match.output.1): \(match.output.2)")
        }
      }
    }
    let prose = proseLines.joined(separator: "\n")
    for match in prose.matches(of: /`(error|warning|note): ([^`]+)`/) {
      let message = match.output.2.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      quotes.append("\(match.output.1): \(message)")
    }
    return quotes
  }

  /// The glossary terms the page says it uses, from its `<!-- terms: a, b, c -->` line, or nil
  /// if it has none.
  var listedTerms: [String]? {
    for line in text.components(separatedBy: "\n") {
      let trimmed = line.trimmingCharacters(in: .whitespaces)
      guard trimmed.hasPrefix("<!-- terms:"), trimmed.hasSuffix("-->") else { continue }
      return trimmed.dropFirst("<!-- terms:".count).dropLast(3)
        .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
        .filter { !$0.isEmpty }
    }
    return nil
  }

  private var proseLines: [String] {
    var inCode = false
    return text.components(separatedBy: "\n").filter { line in
      if line.hasPrefix("```") { inCode.toggle() }
      return !inCode && !line.hasPrefix("```")
    }
  }

  private static func source(in line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- code:"), trimmed.hasSuffix("-->") else { return nil }
    return trimmed.dropFirst(10).dropLast(3).trimmingCharacters(in: .whitespaces)
  }
}
