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
package struct ClassCommand: WorkbookCommand, Equatable {
  package static let spec = CommandSpec(
    name: "class", audience: .teachers, operands: "FOLDER", maxOperands: 1,
    summary: "grade a folder of clones: class.csv, class.html",
    about: """
      Grades every student's clone in FOLDER (one folder per student) with this workbook's \
      own Package.swift, Sources/ and Tests/, never the student's: only the student's \
      Exercises/ files are put in place, in a copy of this workbook built once for the class. \
      A student's row says when their copies of those differ from the teacher's. Prints a \
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
      .scratchPath.helping("its copy and build folder (default: .build-class)"),
    ],
    exitStatus: """
      0 once every student has a row, whatever the scores; 1 when FOLDER cannot be read or \
      the class's files cannot be written.
      """)

  /// The class folder, from the current folder.
  package var folder: String
  package var options: GradingOptions
  /// The output folder, from the current folder.
  package var output: String
  /// Grade every student, even those whose files are unchanged since their last grade.
  package var again: Bool

  package init(folder: String, _ options: GradingOptions, output: String, again: Bool) {
    self.folder = folder
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
    self.init(
      folder: folder, grading, output: options[.output] ?? "class-results",
      again: options.has(.again))
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
    let students = try Self.studentFolders(in: classFolder)
    let base = options.scratchFolder(in: workspace)
    try ScratchLock.hold(in: base, for: "class")
    let teacher = StudentClone.teachersTrees(in: workspace)
    let teacherKey = FileTree.hash(StudentClone.gradedBy.compactMap { teacher[$0] })
    let copy = MirrorWorkspace(of: workspace, at: base.appendingPathComponent("workbook"))
    var grading = options
    grading.scratchPath = base.appendingPathComponent("build").path
    grading.ignoreMarkers = false
    grading.solutions = false
    if !FileManager.default.fileExists(atPath: grading.scratchPath) {
      say("Building the teacher's workbook once for the class (the first time takes a while)…")
    }
    say("Grading \(TextLayout.count(students.count, "student")) in \(folder)…")
    let start = Date()
    var grades: [StudentGrade] = []
    var gradedNow = 0
    for (index, student) in students.enumerated() {
      let began = Date()
      let kept = results.appendingPathComponent("students/\(student.lastPathComponent)")
      let place = "[\(index + 1)/\(students.count)]"
      let grade: StudentGrade
      var how = ""
      do throws(CLIError) {
        let clone = try StudentClone.read(student, exercises: exercises, teacher: teacher)
        let key = clone.key(teacher: teacherKey)
        if !again, let previous = StudentGrade.load(from: kept), previous.key == key {
          grade = previous
          how = " (unchanged since its last grade: not graded again)"
        } else {
          try copy.update(replacing: clone.exerciseFiles)
          grade = try Self.grade(clone, key: key, exercises, copy, grading, keptIn: kept)
          gradedNow += 1
          how = String(format: " (%.1f s)", Date().timeIntervalSince(began))
        }
      } catch {
        grade = StudentGrade(student: student.lastPathComponent, problem: error.description)
        try? FileManager.default.removeItem(at: kept)
        try grade.save(in: kept)
      }
      grades.append(grade)
      say("\(place) \(grade.summary(exercises))\(how)")
    }
    let table = ClassTable(exercises: exercises, grades: grades)
    try Self.write(table.csv, to: results.appendingPathComponent("class.csv"))
    try Self.write(ClassPage(table: table).html, to: results.appendingPathComponent("class.html"))
    say(
      String(
        format: "Graded %@ of %d in %.0f s. Wrote %@/class.csv and %@/class.html",
        TextLayout.count(gradedNow, "student"), students.count, Date().timeIntervalSince(start),
        output, output))
    return 0
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
