import Foundation
import Testing
import WorkbookTools

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
  public static let marker = StarterMarker.text

  /// The exercise's number, such as `1.1`.
  public let id: String
  /// The file's path from the package root, such as
  /// `Exercises/01-single-threaded/1.1-cache-hit/ImageModel.swift`.
  public let path: String
  /// The folder `path` starts from: the package's root, or a copy's in a test of the marker.
  let root: URL

  /// - Parameters:
  ///   - id: the exercise's number, `1.1`.
  ///   - path: the path inside `Exercises/` (or `Solutions/`), such as
  ///     `01-single-threaded/1.1-cache-hit/ImageModel.swift`.
  ///   - solutions: whether the package was built from `Solutions/` (`WORKBOOK_SOLUTIONS=1`).
  public init(_ id: String, _ path: String, solutions: Bool) {
    self.init(id, path, solutions: solutions, root: Self.packageRoot)
  }

  /// The same file under `root`, a copy of the package's folders: a test of the marker
  /// starts an exercise there, never in the package itself.
  init(_ id: String, _ path: String, solutions: Bool, root: URL) {
    self.id = id
    self.path = (solutions ? "Solutions/" : "Exercises/") + path
    self.root = root
  }

  /// The package's root folder, found from this source file's place in it.
  public static let packageRoot = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // WorkbookTesting
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()

  /// The file on disk.
  public var url: URL { root.appendingPathComponent(path) }

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
    if WorkbookVariable.ignoreMarkers.isOn { return true }
    guard let text = try? source() else { return true }  // let the grader report the problem
    return !Self.holdsMarker(text)
  }

  /// Whether `text` has the marker line.
  static func holdsMarker(_ text: String) -> Bool {
    StarterMarker.isIn(text)
  }
}

extension Trait where Self == ConditionTrait {
  /// Skips a grader while its exercise is not started. How to start one is said once per
  /// run (`NotStartedNote`), not in every skipped test's line.
  public static func started(_ exercise: ExerciseFile) -> Self {
    .enabled("Exercise \(exercise.id) is not started") {
      guard exercise.isStarted else {
        NotStartedNote.printOnce()
        return false
      }
      return true
    }
  }
}

/// The one line a `swift test` run prints about the exercises not started: how many, and
/// how to start one. Swift Testing prints a skip for every test of a skipped grader, so the
/// instructions there would repeat a hundred times.
enum NotStartedNote {
  /// Prints the note, the first time only.
  static func printOnce() { _ = printed }

  private static let printed: Void = {
    print(line(exercisesIn: ExerciseFile.packageRoot.appendingPathComponent("Exercises")))
  }()

  /// The note for the exercises of `folder` (`Exercises/`, a chapter folder each): how many
  /// of them still hold the marker line, of how many.
  static func line(exercisesIn folder: URL) -> String {
    let marked = exercisesMarked(in: folder)
    return text(notStarted: marked.filter { $0 }.count, of: marked.count)
  }

  static func text(notStarted: Int, of total: Int) -> String {
    """
    Exercises: \(notStarted) of \(total) not started, so their graders are skipped. To start \
    one, delete the line "\(ExerciseFile.marker) …" at the top of its file; `swift run \
    workbook progress` lists them.
    """
  }

  /// For each exercise folder under `folder` (chapter, then exercise), whether one of its
  /// Swift files still holds the marker line.
  private static func exercisesMarked(in folder: URL) -> [Bool] {
    let manager = FileManager.default
    func entries(_ url: URL) -> [URL] {
      let names = (try? manager.contentsOfDirectory(atPath: url.path)) ?? []
      return names.sorted().map { url.appendingPathComponent($0) }
    }
    let chapters = entries(folder)
    return chapters.flatMap(entries).compactMap { exercise in
      let files = entries(exercise).filter { $0.pathExtension == "swift" }
      guard !files.isEmpty else { return nil }
      return files.contains { file in
        ExerciseFile.holdsMarker((try? String(contentsOf: file, encoding: .utf8)) ?? "")
      }
    }
  }
}
