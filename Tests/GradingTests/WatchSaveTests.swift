import Foundation
import Testing

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// watch grades a save once it is whole, grades each save again (and files left as they were
/// not), and prints its verdict in lines that fit the terminal, broken between words.
@Suite("Workbook CLI: watch grades whole saves and wraps its verdict")
struct WatchSaveTests {
  @Test("A save read while it is being written is read again until two reads agree")
  func settlesRapidSaves() {
    // Two saves a second apart: the file is read half-written, then as the first save left
    // it, then the second save half-written, then whole, then whole again.
    var reads = [
      "let a =", "let a = 1", "let a = 1\nlet b", "let a = 1\nlet b = 2",
      "let a = 1\nlet b = 2",
    ][...]
    var pauses = 0
    let settled = SettledSave.wait(
      read: { reads.popFirst().map { Data($0.utf8) } }, pause: { pauses += 1 })
    // Break it: grade the first read, and the half-written "let a =" gets a verdict of "the
    // package does not build".
    #expect(settled == Data("let a = 1\nlet b = 2".utf8))
    #expect(pauses == 4)
  }

  @Test("After a failing grade, each save is graded again, and files left as they were are not")
  func gradesEachSave() throws {
    // Each read, one a pause: the files as first graded, three times; a second save, read
    // half-written then whole (twice, so settled); left alone; a third save, whole.
    var reads = [
      "let a =", "let a =", "let a =", "let a = 1\nlet b", "let a = 1\nlet b = 2",
      "let a = 1\nlet b = 2", "let a = 1\nlet b = 2", "let a = 1\nlet b = 2", "let c = 3",
      "let c = 3",
    ][...]
    var last = "let a ="
    var graded: [String] = []
    var seen: Data? = Data(last.utf8)
    let passed = try WatchCommand.gradeEachSave(
      after: &seen,
      read: { Data(last.utf8) },
      pause: {
        // The script spent, the watch ends: a loop that waits on no save stops here.
        guard let next = reads.popFirst() else { return false }
        last = next
        return true
      },
      grade: { files in
        let text = String(decoding: files ?? Data(), as: UTF8.self)
        graded.append(text)
        return text == "let c = 3"
      })
    // Break it: never see a save, and the student's fix is never graded; grade at every
    // pause, and files left as they were are graded again and again.
    #expect(graded == ["let a = 1\nlet b = 2", "let c = 3"])
    #expect(passed)
    #expect(seen == Data("let c = 3".utf8))
  }

  @Test("The files are read by content: a save that changes a byte is seen, the same one not")
  func readsByContent() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let first = try #require(try book.exercises.first)
    let before = SettledSave.contents(of: first, in: book.workspace)
    try book.write(first.path, book.read(first.path)!)
    #expect(SettledSave.contents(of: first, in: book.workspace) == before)
    try book.write(first.path, book.read(first.path)! + " ")
    #expect(SettledSave.contents(of: first, in: book.workspace) != before)
  }

  @Test("A long verdict is wrapped between words, every line within the terminal's width")
  func verdictWraps() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    let first = try #require(try book.exercises.first)
    var verdict = Verdict(
      status: .failed,
      message: "Tapping a missing file showed no error on the view: the user is left looking "
        + "at a spinner that never stops")
    verdict.details = ["expected the error of Exercises/01-x/1.1-first/Model.swift to be shown"]
    let lines = WatchCommand.verdictLines(
      first, verdict, seconds: "1.2 s", console: Console(colour: false, width: 40))
    // Break it: print the message on one line, and the terminal breaks "spinner" in two.
    for line in lines {
      #expect(line.count <= 40, "'\(line)' is \(line.count) columns")
    }
    let words = lines.joined(separator: " ").split(separator: " ")
    for word in ["Tapping", "missing", "spinner", "never", "stops", "shown"] {
      #expect(words.contains(Substring(word)), "'\(word)' is broken")
    }
    #expect(lines.first?.hasPrefix("✗ 1.1 failed (graded in 1.2 s):") == true)
  }
}
