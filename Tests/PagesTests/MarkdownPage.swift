import Foundation
import WorkbookTesting

/// What the page tests need to know about a Markdown page: its links and its code blocks.
struct MarkdownPage {
  /// A fenced code block, with the source file that the comment before it names, if any.
  struct CodeBlock {
    var language: String
    var lines: [String]
    /// From `<!-- code: PATH -->` on the line before the fence.
    var source: String?
    /// From `<!-- run: PATH -->` or `<!-- timeline: PATH -->` on the line before the fence:
    /// the block shows what a recorded run printed (see `RunRecord`).
    var run: RunMarker?
    var line: Int
  }

  /// What the comment before a block says about the run it comes from.
  struct RunMarker: Equatable {
    enum Kind: String {
      /// A sample of the run's output, in the run's order; the page may leave parts out.
      case run
      /// The run's whole timeline.
      case timeline
    }
    var kind: Kind
    /// The record, relative to the page: `images/chapter1-run.txt`.
    var path: String
  }

  /// A link outside code: `[text](target "title")`, or an image's `![text](target)`.
  struct Link: Equatable {
    /// The text between the brackets, its line breaks read as spaces.
    var text: String
    var target: String
    /// The text in quotes after the target, if any.
    var title: String?
    /// The line of the page the link starts on.
    var line: Int
  }

  let url: URL
  let text: String

  init(_ url: URL) throws {
    self.url = url
    self.text = try Repository.text(of: url)
  }

  /// The targets of `[text](target)` links outside code blocks.
  var links: [String] { inlineLinks.map(\.target) }

  /// The links outside code blocks, in order, with their text and title. A link's text may
  /// run over a line break; its target and title may not.
  var inlineLinks: [Link] {
    let prose = prose
    var lineStarts = [prose.startIndex]
    for index in prose.indices where prose[index] == "\n" {
      lineStarts.append(prose.index(after: index))
    }
    return prose.matches(of: Self.linkPattern).map { match in
      let line = lineStarts.lastIndex { $0 <= match.range.lowerBound }.map { $0 + 1 } ?? 1
      let words = match.output.1.split(whereSeparator: \.isWhitespace).joined(separator: " ")
      return Link(
        text: words, target: String(match.output.2), title: match.output.3.map(String.init),
        line: line)
    }
  }

  /// `[text](target)` or `[text](target "title")`.
  static var linkPattern: Regex<(Substring, Substring, Substring, Substring?)> {
    /\[([^\]]*)\]\(([^)\s]+)(?:[ \t]+"([^"\n]*)")?\)/
  }

  /// The page's text with every line of a code block, fences included, left empty, so that
  /// its lines keep their numbers.
  var prose: String {
    var inCode = false
    return text.components(separatedBy: "\n").map { line in
      if line.hasPrefix("```") {
        inCode.toggle()
        return ""
      }
      return inCode ? "" : line
    }.joined(separator: "\n")
  }

  /// The lines of the code blocks in the section under the heading whose anchor is `anchor`,
  /// down to the next heading of the same level or higher; nil if there is no such heading.
  func codeLines(inSection anchor: String) -> [String]? {
    var inCode = false
    var level: Int?
    var lines: [String] = []
    for line in text.components(separatedBy: "\n") {
      if line.hasPrefix("```") {
        inCode.toggle()
        continue
      }
      if !inCode, line.hasPrefix("#") {
        let hashes = line.prefix { $0 == "#" }.count
        if let open = level, hashes <= open { break }
        if level == nil, Self.anchor(of: String(line.dropFirst(hashes))) == anchor {
          level = hashes
        }
        continue
      }
      if inCode, level != nil { lines.append(line) }
    }
    return level == nil ? nil : lines
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
            run: Self.runMarker(in: previous), line: index + 1)
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
  var headingAnchors: Set<String> { HeadingAnchor.all(in: text) }

  /// GitHub's anchor for a heading.
  static func anchor(of heading: String) -> String { HeadingAnchor.of(heading) }

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

  /// The run marker a line before a fence holds, if any.
  static func runMarker(in line: String) -> RunMarker? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard let match = trimmed.wholeMatch(of: /<!-- (run|timeline): (\S+) -->/),
      let kind = RunMarker.Kind(rawValue: String(match.output.1))
    else { return nil }
    return RunMarker(kind: kind, path: String(match.output.2))
  }

  private static func source(in line: String) -> String? {
    let trimmed = line.trimmingCharacters(in: .whitespaces)
    guard trimmed.hasPrefix("<!-- code:"), trimmed.hasSuffix("-->") else { return nil }
    return trimmed.dropFirst(10).dropLast(3).trimmingCharacters(in: .whitespaces)
  }
}
