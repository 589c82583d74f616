import Foundation
import WorkbookGrading

/// The student's side of the workbook: the exercises, what the CLI remembers about them, and
/// which one is next.
package struct Learner {
  package let workspace: Workspace
  package let exercises: [Exercise]
  package var state: LearnerState

  package init(_ workspace: Workspace) throws(CLIError) {
    self.workspace = workspace
    exercises = try ExerciseCatalog.load(from: workspace)
    guard !exercises.isEmpty else { throw .failure("no exercises found in Exercises/") }
    state = LearnerState.load(workspace)
  }

  /// The exercise an operand names: its number (`1.2`) or its folder's name (`1.2-bad-file`,
  /// `bad-file`).
  package func exercise(named name: String) throws(CLIError) -> Exercise {
    let found = exercises.first {
      $0.id == name || $0.folder == name || $0.folder.hasSuffix("-" + name)
    }
    guard let found else {
      let known = exercises.map(\.id).joined(separator: ", ")
      throw .usage("no exercise '\(name)'; the exercises are \(known)")
    }
    return found
  }

  /// The exercise `name` names, or else the next one to do.
  package func exercise(_ name: String?) throws(CLIError) -> Exercise {
    if let name { return try exercise(named: name) }
    return next ?? exercises[exercises.count - 1]
  }

  /// What is known without grading: not started (its marker is there), or the verdict saved
  /// for its files as they are now; nil when it must be graded to know.
  package func knownVerdict(_ exercise: Exercise) -> Verdict? {
    if exercise.isMarked(in: workspace) {
      return Verdict(
        status: .notStarted,
        message: "delete the line \"\(Exercise.marker) …\" at the top of its file to start")
    }
    return state.verdict(for: exercise, in: workspace)
  }

  /// The exercise the learner is on, by what is known without grading (`current(passing:)`).
  package var next: Exercise? {
    current { knownVerdict($0)?.passed == true }
  }

  /// The exercise the learner is on: the started one whose file was saved last, if it does
  /// not pass yet; if it passes, the first after it that does not; with none started, the
  /// first that does not pass. A learner may start anywhere (5.1 before 1.1): `watch`,
  /// `hint` and `progress` follow the file they work in, not the book's order. Nil when
  /// every exercise passes.
  package func current(passing passes: (Exercise) -> Bool) -> Exercise? {
    let started = exercises.indices.compactMap { index -> (index: Int, saved: Date)? in
      guard !exercises[index].isMarked(in: workspace) else { return nil }
      return (index, Self.saved(exercises[index], in: workspace) ?? .distantPast)
    }
    guard let last = started.max(by: { $0.saved < $1.saved }) else {
      return exercises.first { !passes($0) }
    }
    let after = exercises[last.index...] + exercises[..<last.index]
    return after.first { !passes($0) }
  }

  /// When the exercise's file was last saved.
  package static func saved(_ exercise: Exercise, in workspace: Workspace) -> Date? {
    let attributes = try? FileManager.default.attributesOfItem(
      atPath: workspace.url(exercise.path).path)
    return attributes?[.modificationDate] as? Date
  }

  /// Every exercise's verdict, grading those whose files changed since they were last graded.
  package mutating func refresh(using grader: Grader) throws(CLIError) -> [String: Verdict] {
    var verdicts: [String: Verdict] = [:]
    var stale: [Exercise] = []
    for exercise in exercises {
      if let known = knownVerdict(exercise) {
        verdicts[exercise.id] = known
      } else {
        stale.append(exercise)
      }
    }
    if !stale.isEmpty {
      say("Grading \(stale.map(\.id).joined(separator: ", "))…")
      let fresh = try grader.grade(stale, of: exercises)
      for exercise in stale {
        guard let verdict = fresh[exercise.id] else { continue }
        verdicts[exercise.id] = verdict
        state.remember(verdict, for: exercise, in: workspace)
      }
      try state.save(workspace)
    }
    return verdicts
  }
}
