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
