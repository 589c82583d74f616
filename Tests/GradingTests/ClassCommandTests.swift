import Foundation
import Testing
import WorkbookTesting
import WorkbookTools

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// `workbook class FOLDER` grades every student's clone in FOLDER with the teacher's package,
/// says in a student's row what kept them from being graded or what grading took from the
/// teacher instead, writes nothing in the students' folders, and grades a student again only
/// when their exercise files changed (or with --again). The clones here leave every exercise
/// not started, so grading builds nothing and the tests take a second.
@Suite("Workbook CLI: class grades a folder of clones into class.csv and class.html", .backstop)
struct ClassCommandTests {
  /// A teacher's workbook and, beside it, a class folder: `alice` and `bob` are clones of it
  /// (bob's Package.swift is his own), `notes` is not a clone.
  struct Classroom {
    let teacher: TemporaryWorkbook
    let folder: URL
    let output: URL

    init() throws {
      teacher = try TemporaryWorkbook()
      folder = teacher.workspace.root.appendingPathExtension("class")
      output = teacher.workspace.root.appendingPathExtension("results")
      for student in ["alice", "bob"] {
        for path in ["Package.swift", "Exercises/01-x/README.md"] + Self.exerciseFiles {
          try write(student, path, teacher.read(path) ?? "")
        }
      }
      try write("bob", "Package.swift", "// swift-tools-version: 6.2\n// bob's own\n")
      try write("notes", "todo.txt", "not a workbook\n")
    }

    static let exerciseFiles = [
      "Exercises/01-x/1.1-first/Model.swift", "Exercises/01-x/1.2-second/Model.swift",
    ]

    func write(_ student: String, _ path: String, _ text: String) throws {
      let url = folder.appendingPathComponent("\(student)/\(path)")
      try FileManager.default.createDirectory(
        at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
      try Data(text.utf8).write(to: url)
    }

    /// `workbook class FOLDER --output DIR`, with `--again` when `again`.
    func grade(again: Bool = false) async throws -> ChildProcess.Result {
      again
        ? try await teacher.runWorkbook(
          "class", folder.path, "--output", output.path, "--again")
        : try await teacher.runWorkbook("class", folder.path, "--output", output.path)
    }

    func read(_ path: String) -> String? {
      try? String(contentsOf: output.appendingPathComponent(path), encoding: .utf8)
    }

    func remove() {
      teacher.remove()
      try? FileManager.default.removeItem(at: folder)
      try? FileManager.default.removeItem(at: output)
    }
  }

  @Test("Every folder gets a row: the clones graded, the one that is not a clone said so")
  func everyFolderARow() async throws {
    let room = try Classroom()
    defer { room.remove() }
    let before = FileTree(room.folder)
    let run = try await room.grade()
    #expect(run.status == 0, "\(run.errors)")
    let csv = try #require(room.read("class.csv"), "no class.csv: \(run.output)")
    let rows = csv.split(separator: "\n").map(String.init)
    #expect(rows.first == "student,1.1,1.2,total,note")
    // Break it: stop at a folder that is not a clone, and its row and the others' are missing.
    #expect(rows.count == 4, "\(rows)")
    #expect(rows.contains { $0.hasPrefix("alice,0,0,0,") })
    #expect(rows.contains { $0.hasPrefix("notes,,,,not a workbook clone") })
    // Break it: compare nothing with the teacher's copies, and bob's row says nothing.
    let bob = try #require(rows.first { $0.hasPrefix("bob,") })
    #expect(bob.contains("Package.swift differs from the teacher's: graded with the teacher's"))
    #expect(!(rows.first { $0.hasPrefix("alice,") } ?? "").contains("differ"))
    // Break it: put bob's Package.swift in the class's copy, and the teacher's is not graded.
    let copied = room.teacher.workspace.url(".build-class/workbook/Package.swift")
    #expect(
      (try? String(contentsOf: copied, encoding: .utf8))
        == room.teacher.read("Package.swift"))
    #expect(room.read("students/alice/autograding.json")?.contains("1.1 First thing") == true)
    #expect(room.read("students/alice/results.json")?.contains("1.2 Second thing") == true)
    // Break it: keep the students' files in their own folders.
    #expect(FileTree(room.folder) == before, "a student's folder was written")
  }

  @Test("A student whose files are unchanged is not graded again, unless --again")
  func resumes() async throws {
    let room = try Classroom()
    defer { room.remove() }
    let first = try await room.grade()
    #expect(first.output.contains("Graded 2 students of 3"), "\(first.output)")
    // Break it: grade everyone each time, and the second run grades the two clones again.
    let second = try await room.grade()
    #expect(second.output.contains("Graded 0 students of 3"), "\(second.output)")
    #expect(second.output.contains("[1/3] alice: 0/15 points, 2 not started (unchanged"))
    // Break it: key a student by the files' names only, and alice's edit is not graded.
    try room.write(
      "alice", Classroom.exerciseFiles[0], TemporaryWorkbook.starter("1.1", "let a = 2"))
    let third = try await room.grade()
    #expect(third.output.contains("Graded 1 student of 3"), "\(third.output)")
    // Break it: ignore --again, and nobody is graded.
    let again = try await room.grade(again: true)
    #expect(again.output.contains("Graded 2 students of 3"), "\(again.output)")
  }

  @Test("An output folder inside the class folder is refused, and nothing is graded")
  func outputInsideRefused() async throws {
    let room = try Classroom()
    defer { room.remove() }
    let before = FileTree(room.folder)
    let inside = room.folder.appendingPathComponent("results").path
    let run = try await room.teacher.runWorkbook("class", room.folder.path, "--output", inside)
    // Break it: take any output folder, and the results land in the class folder.
    #expect(run.status == 2, "\(run.output)")
    #expect(run.errors.contains("nothing in the class folder is written"), "\(run.errors)")
    #expect(FileTree(room.folder) == before)
  }
}
