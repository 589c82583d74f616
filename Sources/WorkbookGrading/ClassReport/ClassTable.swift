/// A class's grades as a table, one row per student folder and one column per exercise:
/// `class.csv`, and the figures `class.html` shows (`ClassPage`).
package struct ClassTable {
  package let exercises: [Exercise]
  /// In the order of the students' folders' names.
  package let grades: [StudentGrade]

  package init(exercises: [Exercise], grades: [StudentGrade]) {
    self.exercises = exercises
    self.grades = grades
  }

  /// `class.csv`: a header naming each exercise, then one row per student folder with the
  /// points of each exercise and the total; a student who could not be graded has empty
  /// points, and the last column says why (or what grading used instead of the student's).
  package var csv: String {
    var lines = [(["student"] + exercises.map(\.id) + ["total", "note"]).map(Self.field)]
    for grade in grades {
      let graded = grade.problem == nil
      let points = exercises.map { graded ? String(grade.points($0)) : "" }
      let total = graded ? String(grade.total(exercises)) : ""
      let note = ([grade.problem].compactMap { $0 } + grade.notes).joined(separator: "; ")
      lines.append(([grade.student] + points + [total, note]).map(Self.field))
    }
    return lines.map { $0.joined(separator: ",") }.joined(separator: "\n") + "\n"
  }

  /// The students who were graded (their folder was a clone that could be read).
  package var graded: [StudentGrade] { grades.filter { $0.problem == nil } }

  /// How many graded students passed `exercise`.
  package func passes(_ exercise: Exercise) -> Int {
    graded.filter { $0.verdicts[exercise.id]?.passed == true }.count
  }

  /// The first failures of `exercise` (what each student's verdict said first), the most
  /// common first, each with how many students got it; exercises not started are not
  /// failures.
  package func commonFailures(_ exercise: Exercise) -> [(failure: String, students: Int)] {
    var counts: [String: Int] = [:]
    for grade in graded {
      if let failure = Self.firstFailure(grade.verdicts[exercise.id]) {
        counts[failure, default: 0] += 1
      }
    }
    return counts.map { (failure: $0.key, students: $0.value) }
      .sorted { ($0.students, $1.failure) > ($1.students, $0.failure) }
  }

  /// What a verdict that is neither a pass nor a start not made says first:
  /// `compile error: cannot find 'x' in scope (ImageModel.swift:58)`.
  package static func firstFailure(_ verdict: Verdict?) -> String? {
    guard let verdict, !verdict.passed, verdict.status != .notStarted else { return nil }
    return "\(verdict.status.rawValue): \(verdict.fullMessage)"
  }

  /// A CSV field, quoted when it holds a comma, a quote or a line break.
  package static func field(_ text: String) -> String {
    guard text.contains(where: { ",\"\n\r".contains($0) }) else { return text }
    return "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\""
  }
}
