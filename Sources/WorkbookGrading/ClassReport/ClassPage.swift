import Foundation

/// `class.html`: a class's grades on one self-contained page, read without a network or a
/// script: the students × exercises table (status and points, the first failure on hover and
/// in a row below the student's), each exercise's pass rate, and the most common first
/// failures of each exercise with how many students got each, what the next class discusses.
///
/// Each cell carries its figures as attributes (`data-exercise`, `data-status`,
/// `data-points`), so a test reads them back and compares them with `class.csv`.
package struct ClassPage {
  package let table: ClassTable

  package init(table: ClassTable) {
    self.table = table
  }

  /// The page; each student's name links to the files kept for them in `students/NAME/`.
  package var html: String {
    let exercises = table.exercises
    var lines = [
      "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
      "<title>Class results</title>", "<style>\(Self.style)</style>", "</head>", "<body>",
      "<h1>Class results</h1>",
      "<p>\(table.grades.count) student folders, \(table.graded.count) graded. "
        + "Hover over a cell for its first failure; each student's failures are listed "
        + "below their row.</p>",
      "<table class=\"grades\">", "<thead><tr><th>Student</th>",
    ]
    lines += exercises.map {
      "<th title=\"\(Self.escape($0.name))\">\($0.id)<br><small>\($0.points) pts</small></th>"
    }
    let max = exercises.map(\.points).reduce(0, +)
    lines += ["<th>Total<br><small>\(max) pts</small></th></tr></thead>", "<tbody>"]
    for grade in table.grades { lines += rows(grade) }
    lines += ["</tbody>", "<tfoot><tr><th>Passed by</th>"]
    for exercise in exercises {
      let passes = table.passes(exercise)
      let graded = table.graded.count
      let percent = graded == 0 ? 0 : Int((Double(passes) * 100 / Double(graded)).rounded())
      lines.append(
        "<td data-exercise=\"\(exercise.id)\" data-passed=\"\(passes)\" "
          + "data-graded=\"\(graded)\">\(passes) of \(graded)<br><small>\(percent) %</small></td>")
    }
    lines += ["<td></td></tr></tfoot>", "</table>"]
    lines += commonFailures()
    lines += ["</body>", "</html>"]
    return lines.joined(separator: "\n") + "\n"
  }

  /// The student's row, and a row below it listing their first failure per exercise and
  /// any note.
  private func rows(_ grade: StudentGrade) -> [String] {
    let exercises = table.exercises
    let folder = "students/" + Self.pathComponent(grade.student)
    let name =
      "<th scope=\"row\" data-student=\"\(Self.escape(grade.student))\">"
      + Self.escape(grade.student)
    guard grade.problem == nil else {
      return [
        "<tr class=\"student\">\(name)</th>"
          + "<td class=\"problem\" colspan=\"\(exercises.count + 1)\">not graded: "
          + "\(Self.escape(grade.problem ?? ""))</td></tr>"
      ]
    }
    var cells = [
      "<tr class=\"student\">\(name)<br><small><a href=\"\(folder)/autograding.json\">"
        + "autograding.json</a> <a href=\"\(folder)/results.json\">results.json</a></small></th>"
    ]
    var below: [String] = []
    for exercise in exercises {
      let verdict = grade.verdicts[exercise.id]
      let status = verdict?.status.rawValue ?? "not graded"
      let points = grade.points(exercise)
      let failure = ClassTable.firstFailure(verdict)
      let hover = failure.map { " title=\"\(Self.escape($0))\"" } ?? ""
      cells.append(
        "<td class=\"\(Self.statusClass(verdict?.status))\" data-exercise=\"\(exercise.id)\" "
          + "data-status=\"\(status)\" data-points=\"\(points)\"\(hover)>"
          + "\(verdict?.symbol ?? "?") \(points)/\(exercise.points)<br><small>\(status)</small></td>"
      )
      if let failure {
        let run = verdict?.attachments.map {
          " <a href=\"\(folder)/\(Self.escape($0))/\">its run</a>"
        }
        below.append("<li><b>\(exercise.id)</b> \(Self.escape(failure))\(run ?? "")</li>")
      }
    }
    let max = exercises.map(\.points).reduce(0, +)
    cells.append(
      "<td class=\"total\" data-total=\"\(grade.total(exercises))\">"
        + "\(grade.total(exercises))/\(max)</td></tr>")
    below += grade.notes.map { "<li class=\"note\">\(Self.escape($0))</li>" }
    guard !below.isEmpty else { return [cells.joined()] }
    return [
      cells.joined(),
      "<tr class=\"failures\"><td colspan=\"\(exercises.count + 2)\"><ul>"
        + below.joined() + "</ul></td></tr>",
    ]
  }

  /// Each exercise's first failures, the most common first, with how many students got each.
  private func commonFailures() -> [String] {
    var lines = ["<h2>The most common first failures</h2>"]
    var any = false
    for exercise in table.exercises {
      let failures = table.commonFailures(exercise)
      guard !failures.isEmpty else { continue }
      any = true
      lines.append("<h3 data-exercise=\"\(exercise.id)\">\(Self.escape(exercise.name))</h3>")
      lines.append("<ol>")
      lines += failures.map {
        "<li><span class=\"count\" data-students=\"\($0.students)\">"
          + "\(TextLayout.count($0.students, "student"))</span> \(Self.escape($0.failure))</li>"
      }
      lines.append("</ol>")
    }
    if !any { lines.append("<p>No exercise failed.</p>") }
    return lines
  }

  private static func statusClass(_ status: Verdict.Status?) -> String {
    switch status {
    case .passed: "passed"
    case .notStarted: "not-started"
    case .failed: "failed"
    case nil: "problem"
    default: "error"
    }
  }

  /// `text` safe in HTML text and in a quoted attribute.
  package static func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
      .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
  }

  /// A folder's name as one component of a link.
  package static func pathComponent(_ name: String) -> String {
    name.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed.subtracting(["/"]))
      .map(escape) ?? escape(name)
  }

  private static let style = """
    body{font-family:system-ui,sans-serif;margin:2em;color:#222}\
    table{border-collapse:collapse;font-size:.85em}small{white-space:nowrap}th,td{border:1px solid #ccc;padding:.3em .5em;\
    text-align:center;vertical-align:top}th[scope=row]{text-align:left}\
    td.passed{background:#d8f5d8}td.failed{background:#fde2e2}td.error{background:#fbd0a8}\
    td.not-started{background:#f2f2f2;color:#777}td.problem{background:#fff3b0}\
    tr.failures td{text-align:left;font-size:.9em;background:#fafafa}\
    tr.failures ul{margin:.2em 0;padding-left:1.2em}li.note{color:#555}\
    .count{font-weight:bold}tfoot td{font-weight:bold}
    """
}
