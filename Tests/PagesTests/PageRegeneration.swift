import Foundation

/// A chapter page written again from its recorded runs, as `Scripts/make-page-timelines.sh`
/// does after it records them anew: every part of the page that a run generates, and nothing
/// else.
///
/// - A block after `<!-- timeline: R -->` becomes the whole timeline of record R.
/// - A block after `<!-- run: R -->`, a sample of the run's output, keeps its choice of lines:
///   each becomes the line of R of the same shape (`FigureShape`: the same words, numbers left
///   open), and the lines by which the page says what it leaves out stay.
/// - A figure the prose cites from a record, `[547.7 ms](images/chapter1-run.txt "hang")` or a
///   timeline letter, becomes the figure its title names in the record
///   (`FigureCitation.figure(like:title:in:)`), its line breaks and backticks kept.
///
/// What cannot be found again (a sample line or a figure the new run does not print) is kept
/// as it was and named in `problems`, for the page's author to rewrite.
struct PageRegeneration {
  /// The page's text with its generated parts written from the records.
  let text: String
  /// What was left as it was, one sentence each, with its line on the page.
  let problems: [String]

  init(_ page: MarkdownPage) {
    var records = RecordCache(folder: page.url.deletingLastPathComponent())
    var problems: [String] = []
    var output: [String] = []
    var prose: [String] = []  // the prose since the last code block, written at its end
    var block: (marker: MarkdownPage.RunMarker?, line: Int, lines: [String])?
    var previous = ""
    for (index, line) in page.text.components(separatedBy: "\n").enumerated() {
      if line.hasPrefix("```") {
        if let open = block {
          output += Self.block(open.lines, marker: open.marker, records: &records) {
            problems.append("line \(open.line + 1 + $0): \($1)")
          }
          block = nil
        } else {
          output += Self.prose(prose, firstLine: index - prose.count + 1, records: &records) {
            problems.append($0)
          }
          prose = []
          block = (MarkdownPage.runMarker(in: previous), index + 1, [])
        }
        output.append(line)
      } else if block != nil {
        block?.lines.append(line)
      } else {
        prose.append(line)
      }
      previous = line
    }
    output += Self.prose(prose, firstLine: output.count + 1, records: &records) {
      problems.append($0)
    }
    self.text = output.joined(separator: "\n")
    self.problems = problems
  }

  /// A code block's lines as its marker's record writes them; any other block as it is.
  private static func block(
    _ lines: [String], marker: MarkdownPage.RunMarker?, records: inout RecordCache,
    problem: (Int, String) -> Void
  ) -> [String] {
    guard let marker else { return lines }
    guard let record = records[marker.path] else {
      problem(0, "\(marker.path) does not exist")
      return lines
    }
    switch marker.kind {
    case .timeline:
      return record.timeline
    case .run:
      if let sample = record.sample(like: lines) { return sample }
      problem(0, "the sample is not in \(marker.path): \(record.mismatch(of: lines) ?? "")")
      return lines
    }
  }

  /// Prose lines with each figure cited from a record written as the record has it.
  private static func prose(
    _ lines: [String], firstLine: Int, records: inout RecordCache,
    problem: (String) -> Void
  ) -> [String] {
    let text = lines.joined(separator: "\n")
    var written = ""
    var rest = text[...]
    for match in text.matches(of: MarkdownPage.linkPattern) {
      let target = String(match.output.2)
      guard target.wholeMatch(of: FigureCitation.recordTarget) != nil,
        let title = match.output.3.map(String.init)
      else { continue }
      let shown = match.output.1
      let figure = shown.replacing("`", with: "")
        .split(whereSeparator: \.isWhitespace).joined(separator: " ")
      let line = firstLine + text[..<match.range.lowerBound].count { $0 == "\n" }
      guard let record = records[target],
        let named = FigureCitation.figure(like: figure, title: title, in: record)
      else {
        problem("line \(line): '\(figure)' with \"\(title)\" is not in \(target)")
        continue
      }
      written += text[rest.startIndex..<shown.startIndex]
      written += Self.write(named, over: shown)
      rest = text[shown.endIndex...]
    }
    written += rest
    return lines.isEmpty ? [] : written.components(separatedBy: "\n")
  }

  /// `figure`, which has the shape of `shown`, written in `shown`'s place with `shown`'s own
  /// line breaks and backticks: each number, or the letter, replaced in turn.
  private static func write(_ figure: String, over shown: Substring) -> String {
    var replacements = figure.split { !$0.isASCII || !$0.isNumber }.map(String.init)[...]
    if figure.count == 1 {
      return shown.map { $0 == "`" ? "`" : figure }.joined()
    }
    var written = ""
    var inNumber = false
    for character in shown {
      let isDigit = character.isASCII && character.isNumber
      if isDigit, !inNumber { written += replacements.popFirst() ?? "" }
      if !isDigit { written.append(character) }
      inNumber = isDigit
    }
    return written
  }

  /// The records a page links, each read once.
  private struct RecordCache {
    let folder: URL
    var read: [String: RunRecord?] = [:]

    subscript(path: String) -> RunRecord? {
      mutating get {
        if let record = read[path] { return record }
        let record = try? RunRecord(folder.appendingPathComponent(path))
        read[path] = record
        return record
      }
    }
  }
}
