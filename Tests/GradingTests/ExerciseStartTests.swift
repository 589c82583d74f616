import Foundation
import Testing
import WorkbookTools

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance
@testable import WorkbookTesting

/// Chapters 6 and 7 tell the student to delete an exercise's marker line to start it: its
/// grader (`.started`) runs from then on, and is skipped while the line is there. Each
/// starter of those chapters is copied to a folder of its own, with its marker line and then
/// without, and read as its grader reads it.
@Suite(
  "Grading: deleting the marker line starts an exercise",
  .disabled(
    if: WorkbookVariable.ignoreMarkers.isOn,
    "WORKBOOK_IGNORE_MARKERS=1 counts every exercise as started"))
struct ExerciseStartTests {
  let workspace = Workspace(root: ExerciseFile.packageRoot)

  @Test("A starter of chapter 6 or 7 is started once its marker line is deleted, not before")
  func markerLineDeletedStarts() throws {
    let exercises = try ExerciseCatalog.load(from: workspace).filter {
      ["06", "07"].contains($0.chapterFolder.prefix(2))
    }
    #expect(exercises.count == 4)
    let root = FileManager.default.temporaryDirectory
      .appendingPathComponent("workbook-start-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: root) }
    for exercise in exercises {
      // The starter as the student finds it (the package's own file may be started already).
      let text = try String(contentsOf: workspace.url(exercise.path), encoding: .utf8)
      let body = text.split(separator: "\n", omittingEmptySubsequences: false)
        .filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix(ExerciseFile.marker) }
        .joined(separator: "\n")
      let file = ExerciseFile(
        exercise.id, "\(exercise.chapterFolder)/\(exercise.file)", solutions: false, root: root)
      try FileManager.default.createDirectory(
        at: file.url.deletingLastPathComponent(), withIntermediateDirectories: true)
      let starter =
        "\(ExerciseFile.marker): delete this line to have exercise \(exercise.id) graded.\n"
        + body
      try Data(starter.utf8).write(to: file.url)
      #expect(!file.isStarted, "\(exercise.id) with its marker line")
      try Data(body.utf8).write(to: file.url)
      // Break it: count no file as started, and deleting the line never has the exercise
      // graded: swift test skips it for good.
      #expect(file.isStarted, "\(exercise.id) without its marker line")
    }
  }
}
