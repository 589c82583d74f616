import Foundation

/// The figures a page's prose quotes, each a link to where it comes from, so that a test can
/// find it there and `PageRegeneration` can write it again after a rerun.
///
/// - From a recorded run, a link to the run's record whose title names the line:
///   `[547.7 ms](images/chapter1-run.txt "hang")` is the first `D.D ms` after `hang` on the
///   lines of `chapter1-run.txt`, and `(… "hang #2")` the second. A single letter or
///   digit is a timeline key, and its title names the event: [`k`](images/chapter1-run.txt
///   "decode 2048×1536") is the key of the timeline's line that holds `decode 2048×1536`. So a
///   rerun that gives the event another letter, or another time, fails the check until the
///   page is written again, instead of leaving the prose wrong.
/// - From a table on the same page, such as a workbench run pasted under its heading, a link
///   to that heading: `[685.3 ms](#measured-the-workbench)` must be in a code block of that
///   section.
///
/// Rendered, a citation reads as the figure, a link to its record.
enum FigureCitation {
  /// A link to a run's record, relative to the page.
  static var recordTarget: Regex<Substring> { /images\/chapter\d+(?:-[a-z]+)*-run\.txt/ }

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

  /// Why `figure` is not in `record` as cited, or nil: the figure is not the one its
  /// citation names there (`figure(like:title:in:)`).
  static func check(_ figure: String, title: String?, in record: RunRecord) -> String? {
    let isLetter = figure.count == 1
    guard let title else {
      return isLetter
        ? "a timeline letter names its event as the link's title: (… \"decode 2048×1536\")"
        : "a figure names the line it comes from as the link's title: (… \"hang\")"
    }
    guard let named = Self.figure(like: figure, title: title, in: record) else {
      return isLetter
        ? "the timeline has no event \"\(title)\""
        : "'\(figure)' with \"\(title)\" is not on any line of the run"
    }
    guard named == figure else {
      return isLetter
        ? "\"\(title)\" is the event '\(named)', not '\(figure)'"
        : "the run's figure with \"\(title)\" is '\(named)', not '\(figure)'"
    }
    return nil
  }

  /// The figure a citation names in `record`, which a rerun keeps naming: nil when there is
  /// none.
  ///
  /// - A letter or digit alone is the key of the timeline's first event that holds the title,
  ///   or of its Nth when the title ends with ` #N` (`"open small.ppm #2"`, the second tap).
  /// - Any other figure is the first of its shape (`FigureShape`: its numbers left open) that
  ///   follows the title on a line, or the Nth when the title ends with ` #N`: `"hang #2"` is
  ///   the second figure of that shape to follow `hang` on the record's lines.
  static func figure(like figure: String, title: String, in record: RunRecord) -> String? {
    var words = title
    var place = 1
    if let match = title.wholeMatch(of: /(.+) #([1-9][0-9]*)/) {
      words = String(match.output.1)
      place = Int(match.output.2) ?? 1
    }
    let found =
      figure.count == 1
      ? record.keyLines(holding: words).compactMap { $0.first.map(String.init) }
      : record.lines.flatMap { FigureShape(figure).matches(in: $0, after: words) }
    return place <= found.count ? found[place - 1] : nil
  }

  /// The timeline letters the prose quotes without citing them: a letter or digit alone in
  /// backticks, outside a link.
  static func uncitedLetters(in page: MarkdownPage) -> [String] {
    let prose = page.prose.replacing(MarkdownPage.linkPattern, with: "")
    return prose.matches(of: /`([A-Za-z0-9])`/).map { String($0.output.1) }
  }
}
