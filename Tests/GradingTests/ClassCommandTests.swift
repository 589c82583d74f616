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

    /// `workbook class FOLDER --output DIR`, with `--again` when `again`, and `more` words.
    func grade(again: Bool = false, _ more: String...) async throws -> ChildProcess.Result {
      let words = ["class", folder.path] + more + ["--output", output.path]
      return try await teacher.runWorkbook(words + (again ? ["--again"] : []))
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
    // Break it: leave the teacher's graders out of a student's key, and a changed grader
    // grades nobody again.
    let grader = "Tests/ExerciseTests/01-x/Exercise1_1Tests.swift"
    try room.teacher.write(grader, (room.teacher.read(grader) ?? "") + "\n// changed\n")
    let changedGrader = try await room.grade()
    #expect(changedGrader.output.contains("Graded 2 students of 3"), "\(changedGrader.output)")
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

  @Test("In two lanes, the N-th student to grade goes to lane N first, in that lane's own copy")
  func twoLanes() async throws {
    let room = try Classroom()
    defer { room.remove() }
    // alice is graded first, alone: in the lanes she is unchanged, and bob and carol, the
    // second and third folders, are the first and second students to grade.
    _ = try await room.grade("alice")
    let mark = "// carol's own comment\n"
    for path in ["Package.swift", "Exercises/01-x/README.md"] + Classroom.exerciseFiles {
      try room.write("carol", path, room.teacher.read(path) ?? "")
    }
    try room.write(
      "carol", Classroom.exerciseFiles[0],
      mark + (room.teacher.read(Classroom.exerciseFiles[0]) ?? ""))
    let run = try await room.grade("--lanes", "2")
    #expect(run.status == 0, "\(run.errors)")
    #expect(run.output.contains("Grading 4 students in"), "\(run.output)")
    #expect(run.output.contains("2 at a time"), "\(run.output)")
    // Break it: number a line's lane by the student's place in the folder, and bob is in
    // lane 2, carol in lane 3.
    #expect(run.output.contains("] bob: 0/15 points, 2 not started"), "\(run.output)")
    #expect(run.output.contains(", lane 1)") && run.output.contains(", lane 2)"), "\(run.output)")
    let line = { (name: String) in
      run.output.split(separator: "\n").first { $0.contains("] \(name): ") }.map(String.init) ?? ""
    }
    #expect(line("bob").hasSuffix(", lane 1)") && line("carol").hasSuffix(", lane 2)"))
    // Break it: give every lane the same scratch folder, and one copy holds both students.
    let laneCopy = { (lane: Int) in
      room.teacher.read(".build-class/lane-\(lane)/workbook/\(Classroom.exerciseFiles[0])") ?? ""
    }
    #expect(!laneCopy(1).contains(mark) && laneCopy(2).contains(mark))
    let csv = try #require(room.read("class.csv"), "no class.csv: \(run.output)")
    let rows = csv.split(separator: "\n").map(String.init)
    #expect(rows.count == 5, "\(rows)")
    for student in ["alice", "bob", "carol"] {
      #expect(rows.contains { $0.hasPrefix("\(student),0,0,0,") }, "\(rows)")
    }
    #expect(rows.contains { $0.hasPrefix("notes,,,,not a workbook clone") })
    // Grading again in lanes grades nobody: the lanes keep grades where one lane does.
    let again = try await room.grade("--lanes", "2")
    #expect(again.output.contains("Graded 0 students of 4"), "\(again.output)")
  }

  @Test("Students named after the folder are the only ones graded; the others keep their grade")
  func namedStudentsOnly() async throws {
    let room = try Classroom()
    defer { room.remove() }
    let first = try await room.grade("alice")
    #expect(first.output.contains("Grading 1 student in"), "\(first.output)")
    // Break it: grade every student whatever is named, and bob is graded too.
    #expect(first.output.contains("Graded 1 student of 3"), "\(first.output)")
    let csv = try #require(room.read("class.csv"), "no class.csv: \(first.output)")
    #expect(csv.contains("bob,,,,not graded yet"), "\(csv)")
    _ = try await room.grade()
    let third = try await room.grade(again: true, "bob")
    #expect(third.output.contains("Graded 1 student of 3"), "\(third.output)")
    let after = try #require(room.read("class.csv"))
    #expect(after.contains("alice,0,0,0,"), "\(after)")
    let unknown = try await room.grade("carol")
    #expect(unknown.status == 2, "\(unknown.output)")
    #expect(unknown.errors.contains("no student folder named carol"), "\(unknown.errors)")
  }

  @Test("A clone with an exercise file that cannot be read gets a row that says so")
  func unreadableFile() async throws {
    let room = try Classroom()
    defer { room.remove() }
    let file = room.folder.appendingPathComponent("alice/\(Classroom.exerciseFiles[0])")
    // A link to a file that is not there: listed as a Swift file, and no bytes to read.
    try FileManager.default.removeItem(at: file)
    try FileManager.default.createSymbolicLink(
      atPath: file.path, withDestinationPath: "/nonexistent/Model.swift")
    let run = try await room.grade()
    #expect(run.status == 0, "\(run.errors)")
    let csv = try #require(room.read("class.csv"), "no class.csv: \(run.output)")
    let alice = try #require(csv.split(separator: "\n").first { $0.hasPrefix("alice,") })
    // Break it: skip a file that does not read, and alice is graded on the teacher's starter.
    #expect(alice.hasPrefix("alice,,,,"), "\(alice)")
    #expect(alice.contains("Model.swift"), "\(alice)")
    #expect(csv.contains("bob,0,0,0,"), "\(csv)")
  }
}
