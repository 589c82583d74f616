import Foundation
import Workbook

/// The workbench's first table: one row per chapter, its longest hang, its frames missed, and how
/// its longest hang compares with chapter 1's; then what each chapter's model does.
package enum HangTable {
  /// One chapter's runs.
  struct Result {
    var command: String
    var model: String
    var reports: [HangReport]
  }

  /// The table, then the noise floor, and under it whether the last chapter stayed within
  /// one frame.
  static func render(_ results: [Result], baseline: Result, frameInterval: Duration) -> String {
    let frame = Milliseconds.of(frameInterval)
    let first = results.first.map { median($0.reports.map(\.longestGapMilliseconds)) }
    var lines = [row("chapter", "longest frame gap (range)", "frames missed", "vs chapter 1")]
    for result in results + [baseline] {
      let gaps = result.reports.map(\.longestGapMilliseconds)
      let gap = median(gaps)
      let range = "\(format(gaps.min() ?? 0))–\(format(gaps.max() ?? 0))"
      let missed = median(result.reports.map { Double($0.framesMissed) })
      let comparison =
        result.command == results.first?.command || result.command == baseline.command
        ? "-" : compare(gap, with: first ?? 0)
      lines.append(row(result.command, "\(format(gap)) ms (\(range))", format(missed), comparison))
    }
    lines.append("")
    for result in results + [baseline] {
      lines.append("\(result.command): \(result.model)")
    }
    lines.append("")
    lines.append("One frame at 60 Hz is \(format(frame)) ms; a hang is a gap of 100 ms or more.")
    if let last = results.last {
      let gap = median(last.reports.map(\.longestGapMilliseconds))
      var verdict = "longer than one frame"
      if gap < frame * 1.5 { verdict = "one frame and the timer's jitter: no frame missed" }
      if gap <= frame { verdict = "within one frame" }
      lines.append("\(last.command)'s longest gap, \(format(gap)) ms, is \(verdict).")
    }
    return lines.joined(separator: "\n")
  }

  /// How `gap` compares with chapter 1's: `19.8× shorter`.
  private static func compare(_ gap: Double, with baseline: Double) -> String {
    guard gap > 0, baseline > 0 else { return "-" }
    let ratio = baseline / gap
    if ratio >= 1.1 { return "\(format(ratio))× shorter" }
    if ratio <= 1 / 1.1 { return "\(format(1 / ratio))× longer" }
    return "about the same"
  }

  private static func row(_ columns: String...) -> String {
    let widths = [10, 26, 15, 15]
    let cells = zip(columns, widths).map { text, width in
      text + String(repeating: " ", count: max(1, width - text.count))
    }
    return cells.joined().trimmingCharacters(in: .whitespaces)
  }

  static func median(_ values: [Double]) -> Double {
    let sorted = values.sorted()
    guard !sorted.isEmpty else { return 0 }
    let middle = sorted.count / 2
    if sorted.count.isMultiple(of: 2) { return (sorted[middle - 1] + sorted[middle]) / 2 }
    return sorted[middle]
  }

  /// One decimal, or none for a whole number: `16.7`, `3`.
  static func format(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? "\(Int(rounded))" : "\(rounded)"
  }
}
