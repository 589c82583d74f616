import Foundation
import Testing

/// One exercise's source file, as its grader sees it: where it is, what it says, and whether
/// the student has started it.
///
/// An exercise starts with a marker line, `// NOT STARTED: …`, at the top of its file. While
/// the line is there, `swift test` skips the exercise's grader (the skip says how to start)
/// and the grading command counts it as not started. Deleting the line starts the exercise:
/// from then on it is graded for real. The learner CLI (`swift run workbook`) reads the same
/// marker. Graders read files from the package's source tree, so this lives in the shared
/// test support rather than in a module the student edits.
public struct ExerciseFile: Sendable, CustomStringConvertible {
  /// The text a starter's marker line begins with.
  public static let marker = "// NOT STARTED"

  /// The exercise's number, such as `1.1`.
  public let id: String
  /// The file's path from the package root, such as
  /// `Exercises/01-single-threaded/1.1-cache-hit/ImageModel.swift`.
  public let path: String

  /// - Parameters:
  ///   - id: the exercise's number, `1.1`.
  ///   - path: the path inside `Exercises/` (or `Solutions/`), such as
  ///     `01-single-threaded/1.1-cache-hit/ImageModel.swift`.
  ///   - solutions: whether the package was built from `Solutions/` (`WORKBOOK_SOLUTIONS=1`).
  public init(_ id: String, _ path: String, solutions: Bool) {
    self.id = id
    self.path = (solutions ? "Solutions/" : "Exercises/") + path
  }

  /// The package's root folder, found from this source file's place in it.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // WorkbookTesting
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// The file on disk.
  public var url: URL { Self.packageRoot.appendingPathComponent(path) }

  /// The file's name, for messages: `ImageModel.swift`.
  public var fileName: String { url.lastPathComponent }

  public var description: String { "exercise \(id) (\(path))" }

  /// The file's text, as the student left it.
  public func source() throws -> String {
    try String(contentsOf: url, encoding: .utf8)
  }

  /// Whether the student has started: the marker line is gone. `WORKBOOK_IGNORE_MARKERS=1`
  /// grades every exercise as started (the CI check that every starter fails uses it).
  public var isStarted: Bool {
    if ProcessInfo.processInfo.environment["WORKBOOK_IGNORE_MARKERS"] == "1" { return true }
    guard let text = try? source() else { return true }  // let the grader report the problem
    return !text.split(separator: "\n").contains {
      $0.trimmingCharacters(in: .whitespaces).hasPrefix(Self.marker)
    }
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips a grader while its exercise is not started, and says how to start it.
  public static func started(_ exercise: ExerciseFile) -> Self {
    .enabled(
      """
      Exercise \(exercise.id) is not started: delete the line "\(ExerciseFile.marker) …" \
      at the top of \(exercise.path) to have it graded. Once it is started, a compile \
      error in it stops swift test for every exercise, while swift run workbook grade \
      (or watch) still grades the others
      """
    ) { exercise.isStarted }
  }
}
