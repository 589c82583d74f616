import Foundation

/// What one run of a chapter's demo printed, kept as `Chapters/images/chapterN-run.txt` by
/// `Scripts/make-page-timelines.sh`: the record every sample and figure of the page comes from.
///
/// The output opens with the chapter's title and the talk (`Chapter 1: Single-threaded code
/// (Embrace Swift concurrency, 3:17–6:00)`) and ends with the timeline, whose own title is the
/// chapter's title alone, then its key: one line per event, `k  decode 2048×1536  main actor
/// 1303.6–1818.7 ms`, and last the frame clock's summary.
struct RunRecord {
  /// The record's lines, in order.
  let lines: [String]

  init(text: String) {
    var lines = text.components(separatedBy: "\n")
    while lines.last?.isEmpty == true { lines.removeLast() }
    self.lines = lines
  }

  init(_ url: URL) throws {
    self.init(text: try Repository.text(of: url))
  }

  /// The record of chapter `number`, beside the pages.
  static func url(chapter number: Int) -> URL {
    Repository.root.appendingPathComponent("Chapters/images/chapter\(number)-run.txt")
  }

  /// The timeline's title: the output's first line without the talk in parentheses.
  var timelineTitle: String? {
    guard let first = lines.first else { return nil }
    guard let open = first.range(of: " (", options: .backwards) else { return first }
    return String(first[..<open.lowerBound])
  }

  /// The timeline, from its title to the frame clock's summary: what the page's timeline
  /// block shows, whole.
  var timeline: [String] {
    guard let title = timelineTitle, let start = lines.lastIndex(of: title) else { return [] }
    let rest = lines[start...]
    let end = rest.firstIndex { $0.hasPrefix("Timeline written to ") } ?? rest.endIndex
    var timeline = Array(rest[..<end])
    while timeline.last?.isEmpty == true { timeline.removeLast() }
    return timeline
  }

  /// The longest frame gap the run reported, in milliseconds, from the frame clock's summary
  /// at the end of its timeline: `Main actor: longest frame gap 547.7 ms · …`.
  var longestFrameGap: Double? {
    let summary = timeline.last { $0.hasPrefix("Main actor: longest frame gap ") }
    guard let match = summary?.firstMatch(of: /longest frame gap ([0-9.]+) ms/) else { return nil }
    return Double(match.output.1)
  }

  /// The timeline's key lines that hold `words`, in order.
  func keyLines(holding words: String) -> [String] {
    keyLines.filter { $0.contains(words) }
  }

  /// The timeline's key: a letter or digit, two spaces, the event.
  private var keyLines: [String] {
    timeline.filter { $0.dropFirst().hasPrefix("  ") && $0.count > 3 && $0.first != " " }
  }

  /// Why `shown`, a page's sample of the run, is not the run's, or nil when it is: every
  /// line is the record's, in the record's order, and two lines that follow each other on the
  /// page follow each other in the run, unless the page says it leaves something out between
  /// them with a line such as `(… the picture …)`.
  func mismatch(of shown: [String]) -> String? {
    if case .failure(let mismatch) = counterparts(of: shown, same: ==) { return mismatch.reason }
    return nil
  }

  /// `shown`, a sample of an earlier run of the same demo, as this run prints it: each line
  /// is the line of this record of the same shape (`FigureShape`: the same words, numbers
  /// left open), found as `mismatch(of:)` finds lines, and the page's own lines that say what
  /// it leaves out stay as they are. Nil when a line has no counterpart.
  func sample(like shown: [String]) -> [String]? {
    let same = { (page: String, record: String) in FigureShape(page).isShape(of: record) }
    guard case .success(let found) = counterparts(of: shown, same: same) else { return nil }
    return zip(shown, found).map { page, record in record ?? page }
  }

  /// Why a sample has no counterpart in the record.
  struct SampleMismatch: Error {
    let reason: String
  }

  /// For each line of `shown`, the record's line that `same` pairs it with, in the record's
  /// order and as adjacent as `mismatch(of:)` asks; nil for a line that says what the page
  /// leaves out.
  private func counterparts(
    of shown: [String], same: (String, String) -> Bool
  ) -> Result<[String?], SampleMismatch> {
    var found: [String?] = []
    var last = -1  // the record's line matched last
    var adjacent = false  // whether the next line of the page must be the record's next
    for line in shown {
      if Self.isOmission(line) {
        found.append(nil)
        adjacent = false
        continue
      }
      if adjacent {
        guard last + 1 < lines.count, same(line, lines[last + 1]) else {
          return .failure(
            SampleMismatch(
              reason: """
                '\(line)' does not follow the line before it in the run: say what the page \
                leaves out between them on a line such as (… the picture …)
                """))
        }
        last += 1
      } else {
        guard let index = lines[(last + 1)...].firstIndex(where: { same(line, $0) }) else {
          let reason =
            lines.contains { same(line, $0) }
            ? "'\(line)' is in the run, but not in this order" : "'\(line)' is not in the run"
          return .failure(SampleMismatch(reason: reason))
        }
        last = index
      }
      found.append(lines[last])
      adjacent = true
    }
    return .success(found)
  }

  /// A line by which a page says it left part of the run out: `(… the third round …)`.
  static func isOmission(_ line: String) -> Bool {
    line.hasPrefix("(…") && line.hasSuffix("…)")
  }
}
