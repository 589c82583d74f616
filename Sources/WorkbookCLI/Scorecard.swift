/// The grading command's table: one line per exercise with its status, its points and the
/// first thing that went wrong, then the total.
struct Scorecard {
  let exercises: [Exercise]
  let verdicts: [String: Verdict]

  var earned: Int {
    exercises.filter { verdicts[$0.id]?.passed == true }.map(\.points).reduce(0, +)
  }
  var possible: Int { exercises.map(\.points).reduce(0, +) }

  func render(width: Int = 100) -> String {
    var lines = ["Exercise  Status         Points  First failure"]
    for exercise in exercises {
      let verdict = verdicts[exercise.id] ?? Verdict(status: .error, message: "not graded")
      let points = "\(verdict.passed ? exercise.points : 0)/\(exercise.points)"
      let head =
        pad(exercise.id, 10) + pad(verdict.status.rawValue, 15) + pad(points, 8)
      lines.append(head + shorten(verdict.message, to: max(width - head.count, 20)))
    }
    let done = exercises.filter { verdicts[$0.id]?.passed == true }.count
    lines.append(
      "Total: \(earned)/\(possible) points · \(done) of \(exercises.count) exercises passed")
    return lines.joined(separator: "\n")
  }

  private func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text + " " : text + String(repeating: " ", count: width - text.count)
  }

  private func shorten(_ text: String, to width: Int) -> String {
    let line = text.split(separator: "\n").joined(separator: " ")
    return line.count <= width ? line : line.prefix(width - 1) + "…"
  }
}
