import Foundation

/// The figures a page's prose quotes, each a link to where it comes from, so that a test can
/// find it there.
///
/// - From a recorded run, a link to the run's record: `[547.7 ms](images/chapter1-run.txt)`
///   must be on a line of `chapter1-run.txt`, and with a title, `[547.7 ms](… "hang")`, on a
///   line that holds the title too. A single letter or digit is a timeline key, and its title
///   names the event: [`k`](images/chapter1-run.txt "decode 2048×1536") must be the key of a
///   line of the timeline that holds `decode 2048×1536`. So a rerun that gives the event
///   another letter, or another time, fails the check instead of leaving the prose wrong.
/// - From a table on the same page, such as a workbench run pasted under its heading, a link
///   to that heading: `[685.3 ms](#measured-the-workbench)` must be in a code block of that
///   section.
///
/// Rendered, a citation reads as the figure, a link to its record.
enum FigureCitation {
  /// A link to a run's record, relative to the page.
  static var recordTarget: Regex<Substring> { /images\/chapter\d+-run\.txt/ }

  /// What is wrong with the page's citations, one sentence each; empty when each figure is
  /// where its link says.
  static func problems(in page: MarkdownPage) -> [String] {
    var problems: [String] = []
    for link in page.inlineLinks {
      let figure = link.text.replacing("`", with: "")
      let place = "line \(link.line): [\(link.text)](\(link.target))"
      if link.target.wholeMatch(of: recordTarget) != nil {
        let url = page.url.deletingLastPathComponent().appendingPathComponent(link.target)
        guard let record = try? RunRecord(url) else {
          problems.append("\(place): \(link.target) does not exist")
          continue
        }
        if let problem = check(figure, title: link.title, in: record) {
          problems.append("\(place): \(problem)")
        }
      } else if link.target.hasPrefix("#"), figure.contains(where: \.isNumber) {
        let anchor = String(link.target.dropFirst())
        guard let lines = page.codeLines(inSection: anchor) else {
          problems.append("\(place): the page has no heading #\(anchor)")
          continue
        }
        let found = lines.contains { $0.contains(figure) && (link.title.map($0.contains) ?? true) }
        if !found {
          problems.append("\(place): '\(figure)' is in no code block of that section")
        }
      }
    }
    return problems
  }

  /// Why `figure` is not in `record` as cited, or nil.
  static func check(_ figure: String, title: String?, in record: RunRecord) -> String? {
    if figure.count == 1, let key = figure.first {
      guard let title else {
        return "a timeline letter names its event as the link's title: (… \"decode 2048×1536\")"
      }
      guard let line = record.keyLine(key) else { return "the timeline has no event '\(key)'" }
      return line.contains(title) ? nil : "'\(key)' is '\(line)', not \"\(title)\""
    }
    guard record.contains(figure, withContext: title) else {
      let context = title.map { " with \"\($0)\"" } ?? ""
      return "'\(figure)'\(context) is not on any line of the run"
    }
    return nil
  }

  /// The timeline letters the prose quotes without citing them: a letter or digit alone in
  /// backticks, outside a link.
  static func uncitedLetters(in page: MarkdownPage) -> [String] {
    let prose = page.prose.replacing(MarkdownPage.linkPattern, with: "")
    return prose.matches(of: /`([A-Za-z0-9])`/).map { String($0.output.1) }
  }
}
