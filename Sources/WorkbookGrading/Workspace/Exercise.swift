import Foundation
import WorkbookTools

/// One exercise, as its chapter folder's README describes it.
///
/// Its names follow from its number, as in Package.swift: exercise `1.2` is the module
/// `Exercise1_2`, graded by the suite `Exercise1_2Tests` in
/// `Tests/ExerciseTests/CHAPTER/Exercise1_2Tests.swift`.
package struct Exercise: Equatable, Sendable {
  /// Its number, `1.2`.
  package let id: String
  package let title: String
  /// Its chapter's folder in `Exercises/`: `01-single-threaded`.
  package let chapterFolder: String
  /// The student's file, from the chapter folder: `1.2-bad-file/ImageModel.swift`.
  package let file: String
  package let points: Int
  /// The page section that teaches what it practises, from the package root:
  /// `Chapters/07-actors.md#the-manager-becomes-an-actor-2510`.
  package let taughtIn: String
  package let hints: [Hint]
  /// What its grader must say about the untouched starter (`<!-- starter fails: … -->`):
  /// the check that every starter fails for the intended reason.
  package let starterFails: String?

  /// One tier of help: a nudge, then the concept, then nearly the answer.
  package struct Hint: Equatable, Sendable {
    package let title: String
    package let text: String
  }

  /// The text a starter's marker line begins with; WorkbookTesting's ExerciseFile uses it too.
  package static let marker = StarterMarker.text

  package nonisolated var module: String {
    "Exercise" + id.replacingOccurrences(of: ".", with: "_")
  }
  /// The grader's suite, as a test filter: `ExerciseTests.Exercise1_2Tests`.
  package nonisolated var suite: String { "ExerciseTests.\(module)Tests" }
  /// The student's file, from the package root.
  package var path: String { "Exercises/\(chapterFolder)/\(file)" }
  /// The reference solution, from the package root.
  package var solutionPath: String { "Solutions/\(chapterFolder)/\(file)" }
  /// The grader, from the package root.
  package var graderPath: String { "Tests/ExerciseTests/\(chapterFolder)/\(module)Tests.swift" }
  /// The exercise's own folder, from the chapter folder: `1.2-bad-file`.
  package var folder: String { String(file.prefix { $0 != "/" }) }
  /// `1.2 A bad file is reported, and nothing is shown`.
  package var name: String { "\(id) \(title)" }

  /// Whether the student's file in `workspace` still has its marker line: not started.
  package func isMarked(in workspace: Workspace) -> Bool {
    let source = try? String(contentsOf: workspace.url(path), encoding: .utf8)
    return source.map(Self.hasMarker) ?? false
  }

  /// Whether `source` still has the starter's marker line.
  package static func hasMarker(_ source: String) -> Bool {
    StarterMarker.isIn(source)
  }
}
