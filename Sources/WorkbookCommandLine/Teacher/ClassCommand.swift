import Foundation
import WorkbookGrading
import WorkbookTools

/// `swift run workbook class FOLDER`: grades every student's clone in FOLDER with the
/// teacher's own package (this workbook's `Package.swift`, `Sources/` and `Tests/`, never the
/// student's), and writes the class's table (`class.csv`) and page (`class.html`).
///
/// One build serves the class: like `submissions`, it grades in a copy of the workbook kept
/// in its scratch folder (`MirrorWorkspace`), putting only each student's exercise files in
/// place, so a student costs a rebuild of what their files changed. A student whose files
/// (and the teacher's graders) are unchanged since their last grade is not graded again.
/// With more than one lane (`--lanes`), students are graded side by side, each lane a child
/// run of this command with a copy and build of its own (`ClassLanes`).
package struct ClassCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "class", audience: .teachers, operands: "FOLDER [S…]", maxOperands: nil,
    summary: "grade a folder of clones: class.csv, class.html",
    about: """
      Grades every student's clone in FOLDER (one folder per student), or only the students \
      S… named by their folders (the others keep their last grade), with this workbook's \
      own Package.swift, Sources/ and Tests/, never the student's: only the student's \
      Exercises/ files are put in place, in a copy of this workbook built once for the class \
      (once for each lane: --lanes students are graded at once). A student's row says when their copies of those differ from the teacher's. Prints a \
      line per student. A student whose exercise files and the teacher's graders are \
      unchanged since their last grade is not graded again (--again grades them). A folder \
      that is not a clone, a file that cannot be read, an exercise that does not compile, \
      crashes or hangs is shown in that student's row; the others are still graded. Nothing \
      in FOLDER is written. Writes class.csv (a row per student: points per exercise, \
      total), class.html (the table, each exercise's pass rate, its most common first \
      failures) and each student's autograding.json and results.json in students/NAME/.
      """,
    options: [
      .timeout, .output.helping("where the class's files go (default: class-results)"), .again,
      .scratchPath.helping("its copies and build folders (default: .build-class)"),
      .lanes.helping("students graded at once, each in a copy (default: 1)"),
    ],
    exitStatus: """
      0 once every student has a row, whatever the scores; 1 when FOLDER cannot be read or \
      the class's files cannot be written.
      """)

  /// The class folder, from the current folder.
  package var folder: String
  /// The students to grade, by their folders' names; none for all of them.
  package var students: [String]
  package var options: GradingOptions
  /// The output folder, from the current folder.
  package var output: String
  /// Grade every student, even those whose files are unchanged since their last grade.
  package var again: Bool

  package init(
    folder: String, students: [String] = [], _ options: GradingOptions, output: String,
    again: Bool
  ) {
    self.folder = folder
    self.students = students
    self.options = options
    self.output = output
    self.again = again
  }

  package init(operands: [String], options: ParsedOptions) throws(CLIError) {
    guard let folder = operands.first else {
      throw .usage("class needs the folder of the students' clones: class FOLDER")
    }
    var grading = try GradingOptions(parsing: options)
    if !options.has(.scratchPath) { grading.scratchPath = ".build-class" }
    grading.lanes = try options.count(.lanes, of: "lanes") ?? 1
    self.init(
      folder: folder, students: Array(operands.dropFirst()), grading,
      output: options[.output] ?? "class-results", again: options.has(.again))
  }

  package func run(in workspace: Workspace) throws(CLIError) -> Int32 {
    let exercises = try Learner(workspace).exercises
    let classFolder = URL(fileURLWithPath: folder).standardizedFileURL
    let results = URL(fileURLWithPath: output).standardizedFileURL
    if results.path == classFolder.path || results.path.hasPrefix(classFolder.path + "/") {
      throw .usage(
        "\(CommandLineOption.output.name) \(output) is inside \(folder): nothing in the class "
          + "folder is written")
    }
    let folders = try Self.studentFolders(in: classFolder)
    let named = Set(students)
    if let unknown = students.first(where: { name in
      !folders.contains { $0.lastPathComponent == name }
    }) {
      throw .usage("no student folder named \(unknown) in \(folder)")
    }
    let base = options.scratchFolder(in: workspace)
    try ScratchLock.hold(in: base, for: "class")
    let teacher = StudentClone.teachersTrees(in: workspace)
    let teacherKey = FileTree.hash(StudentClone.gradedBy.compactMap { teacher[$0] })
    let lanes = ClassLanes(
      count: options.lanes, base: base,
      arguments: [
        CommandLineOption.again.name, CommandLineOption.output.name, results.path,
        CommandLineOption.timeout.name, String(options.timeout),
        CommandLineOption.packagePath.name, workspace.root.path,
      ],
      timeLimit: 1800 + Double(exercises.count) * options.timeout)
    var grading = options
    grading.scratchPath =
      (options.lanes > 1 ? lanes.folder(ofLane: 1) : base).appendingPathComponent("build").path
    grading.ignoreMarkers = false
    grading.solutions = false
    if !FileManager.default.fileExists(atPath: grading.scratchPath) {
      say(
        options.lanes > 1
          ? "Building the teacher's workbook once for each lane (the first time takes a while)…"
          : "Building the teacher's workbook once for the class (the first time takes a while)…")
    }
    let chosen = named.isEmpty ? folders : folders.filter { named.contains($0.lastPathComponent) }
    say(
      "Grading \(TextLayout.count(chosen.count, "student")) in \(folder)"
        + (options.lanes > 1 ? ", \(options.lanes) at a time…" : "…"))
    let start = Date()
    var grades: [StudentGrade?] = Array(repeating: nil, count: folders.count)
    var toGrade: [(index: Int, clone: StudentClone, key: String)] = []
    var gradedNow = 0
    func line(_ index: Int, _ how: String) {
      let place = "[\(index + 1)/\(folders.count)]"
      say("\(place) \(grades[index]?.summary(exercises) ?? "")\(how)")
    }
    for (index, student) in folders.enumerated() {
      let kept = keptFolder(of: student, in: results)
      guard named.isEmpty || named.contains(student.lastPathComponent) else {
        grades[index] =
          StudentGrade.load(from: kept)
          ?? StudentGrade(student: student.lastPathComponent, problem: "not graded yet")
        continue
      }
      do throws(CLIError) {
        let clone = try StudentClone.read(student, exercises: exercises, teacher: teacher)
        let key = clone.key(teacher: teacherKey)
        if !again, let previous = StudentGrade.load(from: kept), previous.key == key {
          grades[index] = previous
          line(index, " (unchanged since its last grade: not graded again)")
        } else {
          toGrade.append((index, clone, key))
        }
      } catch {
        grades[index] = try Self.keepProblem(error.description, of: student, in: kept)
        line(index, "")
      }
    }
    if options.lanes > 1 {
      let students = toGrade.map {
        ClassLanes.Student(
          index: $0.index, name: folders[$0.index].lastPathComponent,
          kept: keptFolder(of: folders[$0.index], in: results))
      }
      var problems: [(Int, String, URL)] = []
      lanes.grade(students, folder: classFolder.path) { ended in
        let student = ended.student
        if let grade = StudentGrade.load(from: student.kept), case .success(let run) = ended.result,
          run.status == 0
        {
          grades[student.index] = grade
          gradedNow += 1
          line(student.index, String(format: " (%.1f s, lane %d)", run.seconds, ended.lane))
        } else {
          problems.append((student.index, Self.laneFailure(ended.result), student.kept))
        }
      }
      for (index, problem, kept) in problems {
        grades[index] = try Self.keepProblem(problem, of: folders[index], in: kept)
        line(index, "")
      }
    } else {
      let copy = MirrorWorkspace(of: workspace, at: base.appendingPathComponent("workbook"))
      for (index, clone, key) in toGrade {
        let began = Date()
        let kept = keptFolder(of: folders[index], in: results)
        do throws(CLIError) {
          try copy.update(replacing: clone.exerciseFiles)
          grades[index] = try Self.grade(clone, key: key, exercises, copy, grading, keptIn: kept)
          gradedNow += 1
          line(index, String(format: " (%.1f s)", Date().timeIntervalSince(began)))
        } catch {
          grades[index] = try Self.keepProblem(error.description, of: folders[index], in: kept)
          line(index, "")
        }
      }
    }
    let table = ClassTable(exercises: exercises, grades: grades.compactMap { $0 })
    try Self.write(table.csv, to: results.appendingPathComponent("class.csv"))
    try Self.write(ClassPage(table: table).html, to: results.appendingPathComponent("class.html"))
    say(
      String(
        format: "Graded %@ of %d in %.0f s. Wrote %@/class.csv and %@/class.html",
        TextLayout.count(gradedNow, "student"), folders.count, Date().timeIntervalSince(start),
        output, output))
    return 0
  }

  /// Where `student`'s files are kept in the class's output folder `results`.
  private func keptFolder(of student: URL, in results: URL) -> URL {
    results.appendingPathComponent("students/\(student.lastPathComponent)")
  }

  /// A grade that says why `student` could not be graded, kept in `kept` in place of any
  /// older one.
  private static func keepProblem(_ problem: String, of student: URL, in kept: URL)
    throws(CLIError) -> StudentGrade
  {
    let grade = StudentGrade(student: student.lastPathComponent, problem: problem)
    try? FileManager.default.removeItem(at: kept)
    try grade.save(in: kept)
    return grade
  }

  /// Why a lane's child run kept no grade: its exit, and the last line it wrote.
  private static func laneFailure(_ result: Result<ChildProcess.Result, CLIError>) -> String {
    switch result {
    case .failure(let error): return "its grading could not run: \(error.description)"
    case .success(let run):
      let last = (run.errors + run.output).split(separator: "\n").last.map(String.init) ?? ""
      return run.timedOut
        ? "its grading ran out of time"
        : "its grading stopped (exit \(run.status))" + (last.isEmpty ? "" : ": \(last)")
    }
  }

  /// Grades `clone`, whose files are in place in `copy`, and keeps its files in `kept`:
  /// `autograding.json`, `results.json`, each failing run's attachments, and its grade.
  private static func grade(
    _ clone: StudentClone, key: String, _ exercises: [Exercise], _ copy: MirrorWorkspace,
    _ options: GradingOptions, keptIn kept: URL
  ) throws(CLIError) -> StudentGrade {
    let grader = Grader(workspace: copy.mirror, options: options)
    grader.report = { _ in }
    var verdicts = try grader.grade(exercises, of: exercises)
    try? FileManager.default.removeItem(at: kept)
    for (id, verdict) in verdicts {
      guard let attachments = verdict.attachments else { continue }
      let from =
        attachments.hasPrefix("/")
        ? URL(fileURLWithPath: attachments) : copy.mirror.url(attachments)
      let to = kept.appendingPathComponent("attachments/\(id)")
      try? FileManager.default.createDirectory(
        at: to.deletingLastPathComponent(), withIntermediateDirectories: true)
      verdicts[id]?.attachments =
        (try? FileManager.default.copyItem(at: from, to: to)) != nil ? "attachments/\(id)" : nil
    }
    try Reports.write(
      Reports.classroom(exercises, verdicts, options: options),
      to: kept.appendingPathComponent("autograding.json"))
    try Reports.write(
      Reports.exercism(exercises, of: exercises, verdicts, workspace: copy.mirror),
      to: kept.appendingPathComponent("results.json"))
    let grade = StudentGrade(
      student: clone.name, key: key, notes: clone.notes, verdicts: verdicts)
    try grade.save(in: kept)
    return grade
  }

  /// The class folder's subfolders, by name; hidden ones are not students.
  package static func studentFolders(in folder: URL) throws(CLIError) -> [URL] {
    let names: [String]
    do {
      names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    } catch {
      throw .failure("cannot read the class folder \(folder.path)")
    }
    let folders = names.sorted().filter { !$0.hasPrefix(".") }.map {
      folder.appendingPathComponent($0)
    }.filter { url in
      var isFolder: ObjCBool = false
      return FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder)
        && isFolder.boolValue
    }
    guard !folders.isEmpty else {
      throw .failure("no student folder in \(folder.path): put one clone per student in it")
    }
    return folders
  }

  private static func write(_ text: String, to url: URL) throws(CLIError) {
    do throws(OutputFile.Failure) {
      try OutputFile.write(to: url, makingFolders: true) { Data(text.utf8) }
    } catch {
      throw .failure("\(error)")
    }
  }
}
