/// The anchors GitHub gives a Markdown page's headings, so that a test can check that a link
/// to `page.md#section` leads to a heading that exists: `## Nonisolated code (13:10)` is
/// `#nonisolated-code-1310`.
public enum HeadingAnchor {
  /// The anchor of one heading's text: lowercased, spaces to hyphens, punctuation dropped.
  public static func of(_ heading: String) -> String {
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

  /// The anchors of every heading of `markdown`, leaving out `#` lines inside code blocks.
  public static func all(in markdown: String) -> Set<String> {
    var inCode = false
    var anchors: Set<String> = []
    for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("```") { inCode.toggle() }
      guard !inCode, line.hasPrefix("#") else { continue }
      anchors.insert(of(String(line.drop { $0 == "#" })))
    }
    return anchors
  }
}
