import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// `class.html` shows what `class.csv` holds, and more: each cell's status and points, each
/// exercise's pass rate, and its most common first failures. The page's figures are read back
/// from its cells' attributes and checked against the CSV, for a class that holds every kind
/// of row: a pass, a failure, a compile error, not started, and a folder that is not a clone.
@Suite("Workbook CLI: class.html agrees with class.csv")
struct ClassPageTests {
  static func table() throws -> ClassTable {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let exercises = try book.exercises
    let missing = Verdict(status: .failed, message: "the error was not shown", test: "Errors")
    let grades = [
      StudentGrade(
        student: "alice", key: "a",
        verdicts: ["1.1": Verdict(status: .passed), "1.2": missing]),
      StudentGrade(
        student: "bob", key: "b", notes: ["its Tests/ differs from the teacher's"],
        verdicts: [
          "1.1": Verdict(status: .compileError, message: "cannot find 'x' in scope"),
          "1.2": missing,
        ]),
      StudentGrade(
        student: "carol <c>", key: "c",
        verdicts: [
          "1.1": Verdict(status: .notStarted, message: "delete its marker"),
          "1.2": Verdict(status: .passed),
        ]),
      StudentGrade(student: "notes", problem: "not a workbook clone"),
    ]
    return ClassTable(exercises: exercises, grades: grades)
  }

  /// The CSV's rows as fields, by student (no field here holds a comma).
  static func csvRows(_ csv: String) -> [String: [String]] {
    var rows: [String: [String]] = [:]
    for line in csv.split(separator: "\n").dropFirst() {
      let fields = line.split(separator: ",", omittingEmptySubsequences: false).map(String.init)
      rows[fields[0]] = fields
    }
    return rows
  }

  @Test("Each cell's points, each total and each pass rate on the page are the CSV's")
  func pageMatchesCSV() throws {
    let table = try Self.table()
    let csv = Self.csvRows(table.csv)
    let html = ClassPage(table: table).html
    // Break it: link a stylesheet from the network, and the page needs one to be read.
    #expect(!html.contains("<script") && !html.contains("http://") && !html.contains("https://"))
    #expect(html.hasPrefix("<!DOCTYPE html>") && html.contains("</html>"))

    // Each student's row: its cells, in order, with their points.
    let rows = html.split(separator: "\n").filter { $0.hasPrefix("<tr class=\"student\">") }
    #expect(rows.count == 4)
    for row in rows {
      let student = try #require(row.firstMatch(of: /data-student="([^"]*)"/)).1
      let name = String(student).replacingOccurrences(of: "&lt;", with: "<")
        .replacingOccurrences(of: "&gt;", with: ">")
      let fields = try #require(csv[name], "no CSV row for \(name)")
      let cells = row.matches(
        of: /data-exercise="([^"]+)" data-status="([^"]+)" data-points="(\d+)"/)
      if fields[1].isEmpty {
        #expect(cells.isEmpty && row.contains("not graded: not a workbook clone"))
        continue
      }
      // Break it: give each cell the student's total, and the CSV's points differ.
      #expect(cells.map { String($0.3) } == Array(fields[1...2]), "\(name)")
      let total = try #require(row.firstMatch(of: /data-total="(\d+)"/)).1
      #expect(String(total) == fields[3])
      let links = row.matches(of: /href="([^"]+)"/).map { String($0.1) }
      let folder = "students/" + ClassPage.pathComponent(name)
      // Break it: link the files without the student's folder, and every row links the same.
      #expect(links == ["\(folder)/autograding.json", "\(folder)/results.json"])
    }
    #expect(csv["alice"] == ["alice", "10", "0", "10", ""])

    // Each exercise's pass rate: the CSV's rows with the exercise's full points.
    for (column, exercise) in table.exercises.enumerated() {
      let graded = csv.values.filter { !$0[1].isEmpty }
      let passed = graded.filter { $0[column + 1] == String(exercise.points) }.count
      // Break it: count a verdict of any kind as a pass, and the rate is every student's.
      #expect(
        html.contains(
          "data-exercise=\"\(exercise.id)\" data-passed=\"\(passed)\" "
            + "data-graded=\"\(graded.count)\""), "pass rate of \(exercise.id)")
    }
  }

  @Test("Each exercise's first failures are counted by student, the most common first")
  func commonFailuresCounted() throws {
    let html = ClassPage(table: try Self.table()).html
    let section = try #require(html.components(separatedBy: "<h2>").last)
    // Break it: count a failure once however many students got it.
    #expect(
      section.contains(
        "<h3 data-exercise=\"1.2\">1.2 Second thing</h3>\n<ol>\n"
          + "<li><span class=\"count\" data-students=\"2\">2 students</span> "
          + "failed: Errors: the error was not shown</li>"))
    #expect(section.contains("data-students=\"1\">1 student</span> compile error: cannot find"))
    // Break it: show pass or fail only, and the compile error is not named in its cell.
    #expect(html.contains("data-exercise=\"1.1\" data-status=\"compile error\" data-points=\"0\""))
    // Not started is no failure.
    #expect(!section.contains("delete its marker"))
    // The hover and the row below carry the first failure too.
    #expect(html.contains("title=\"compile error: cannot find 'x' in scope\""))
    #expect(html.contains("<li><b>1.1</b> compile error: cannot find 'x' in scope</li>"))
    #expect(html.contains("<li class=\"note\">its Tests/ differs from the teacher's</li>"))
  }
}
