import Foundation
import Workbook

/// The grading command's table: one line per exercise with its status, its points and the
/// first thing that went wrong, then the total.
///
/// The "First failure" column takes what the terminal's width leaves, and wraps its text
/// rather than cutting it: the reason is what a teacher reads the table for. When fewer than
/// `minimumColumn` characters are left, the reason goes on its own lines under the row.
package struct Scorecard {
  package let exercises: [Exercise]
  package let verdicts: [String: Verdict]

  package init(exercises: [Exercise], verdicts: [String: Verdict]) {
    self.exercises = exercises
    self.verdicts = verdicts
  }

  /// The narrowest "First failure" column worth wrapping into.
  package static let minimumColumn = 24

  package var earned: Int {
    exercises.filter { verdicts[$0.id]?.passed == true }.map(\.points).reduce(0, +)
  }
  package var possible: Int { exercises.map(\.points).reduce(0, +) }

  package func render(width: Int = Terminal.defaultWidth) -> String {
    let indent = 10 + 15 + 8
    let column = width - indent
    var lines = ["Exercise  Status         Points  First failure"]
    for exercise in exercises {
      let verdict = verdicts[exercise.id] ?? Verdict(status: .error, message: "not graded")
      let points = "\(verdict.passed ? exercise.points : 0)/\(exercise.points)"
      let head = pad(exercise.id, 10) + pad(verdict.status.rawValue, 15) + pad(points, 8)
      let reason = verdict.message.split(separator: "\n").joined(separator: " ")
      if reason.isEmpty {
        lines.append(head.trimmingTrailingSpaces())
      } else if column >= Self.minimumColumn {
        let wrapped = TextLayout.wrap(reason, width: column)
        lines.append(head + wrapped[0])
        lines += wrapped.dropFirst().map { String(repeating: " ", count: indent) + $0 }
      } else {
        lines.append(head.trimmingTrailingSpaces())
        lines += TextLayout.wrap(reason, width: max(width - 4, 1)).map { "    " + $0 }
      }
    }
    let attached = exercises.filter { verdicts[$0.id]?.attachments != nil }
    if let first = attached.first, let kept = verdicts[first.id]?.attachments {
      // The folder named as it is, never by a placeholder: one failing exercise's own, or
      // the folder that holds one for each, with each one's name.
      let place =
        attached.count == 1
        ? "The run of \(first.id) is kept in \(kept)/"
        : "The runs of \(TextLayout.count(attached.count, "failing exercise")) are kept in "
          + "\((kept as NSString).deletingLastPathComponent)/, a folder each ("
          + attached.map(\.id).joined(separator: ", ") + ")"
      lines += TextLayout.wrap(
        place + ": a timeline (.txt) and a trace (.json) to open in Perfetto (ui.perfetto.dev).",
        width: max(width, 40))
    }
    let done = exercises.filter { verdicts[$0.id]?.passed == true }.count
    lines.append(
      "Total: \(earned)/\(possible) points · \(done) of "
        + "\(TextLayout.count(exercises.count, "exercise")) passed")
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }
}

extension String {
  fileprivate func trimmingTrailingSpaces() -> String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
