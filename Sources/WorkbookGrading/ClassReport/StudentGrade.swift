import Foundation

/// One student's last grade in a class, kept as `students/NAME/grade.json` in the class's
/// output folder beside the student's `autograding.json` and `results.json`: what the class's
/// table is made from, and what tells a later run that the student's files have not changed.
package struct StudentGrade: Codable, Equatable {
  /// The student's folder's name.
  package let student: String
  /// `StudentClone.key` of the files graded; nil when the student could not be graded.
  package var key: String?
  /// Why the student could not be graded at all (not a clone, a file that cannot be read),
  /// or nil.
  package var problem: String?
  /// What grading used instead of the student's own (`StudentClone.notes`).
  package var notes: [String]
  /// Each exercise's verdict, by number; empty when the student could not be graded.
  package var verdicts: [String: Verdict]

  package init(
    student: String, key: String? = nil, problem: String? = nil, notes: [String] = [],
    verdicts: [String: Verdict] = [:]
  ) {
    self.student = student
    self.key = key
    self.problem = problem
    self.notes = notes
    self.verdicts = verdicts
  }

  /// The file it is kept in, in the student's folder of the class's output.
  package static let fileName = "grade.json"

  /// The points `exercise` earned: all of them for a pass, else none.
  package func points(_ exercise: Exercise) -> Int {
    verdicts[exercise.id]?.passed == true ? exercise.points : 0
  }

  /// The points of every exercise of `exercises`.
  package func total(_ exercises: [Exercise]) -> Int {
    exercises.map(points).reduce(0, +)
  }

  /// The grade kept in `folder`, if one was kept and still reads.
  package static func load(from folder: URL) -> StudentGrade? {
    guard let data = try? Data(contentsOf: folder.appendingPathComponent(fileName)) else {
      return nil
    }
    return try? JSONDecoder().decode(StudentGrade.self, from: data)
  }

  /// Keeps it in `folder`.
  package func save(in folder: URL) throws(CLIError) {
    try Reports.write(self, to: folder.appendingPathComponent(Self.fileName))
  }

  /// The student's progress line: `bob: 10/95 points, 1 passed, 1 compile error`, or why they
  /// could not be graded.
  package func summary(_ exercises: [Exercise]) -> String {
    if let problem { return "\(student): not graded: \(problem)" }
    let max = exercises.map(\.points).reduce(0, +)
    var counts: [Verdict.Status: Int] = [:]
    for exercise in exercises {
      if let status = verdicts[exercise.id]?.status { counts[status, default: 0] += 1 }
    }
    let order: [Verdict.Status] = [
      .passed, .failed, .compileError, .crashed, .timedOut, .error, .notStarted,
    ]
    let parts = order.compactMap { status in counts[status].map { "\($0) \(status.rawValue)" } }
    return "\(student): \(total(exercises))/\(max) points, " + parts.joined(separator: ", ")
      + notes.map { "; \($0)" }.joined()
  }
}
