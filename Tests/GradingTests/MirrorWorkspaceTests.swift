import Foundation
import Testing
import WorkbookTesting

@testable import WorkbookCommandLine
@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// Submissions and mutants are swapped into a copy of the workbook, and the copy is rebuilt
/// by modification times: a changed file must never keep the time of the bytes it replaced.
@Suite("Grading: the copy a submission is swapped into")
struct MirrorWorkspaceTests {
  @Test(
    "A file whose bytes change gets a time in a later second, even when the clock has not moved on"
  )
  func changedFileGetsALaterTime() throws {
    let source = try TemporaryFolder()
    let copy = try TemporaryFolder()
    let file = "Exercises/1.1/Model.swift"
    let manager = FileManager.default
    try manager.createDirectory(
      at: source.url.appendingPathComponent("Exercises/1.1"), withIntermediateDirectories: true)
    _ = try source.write(Data("let a = 1\n".utf8), named: file)
    let mirror = MirrorWorkspace(
      of: Workspace(root: source.url), at: copy.url, copying: ["Exercises"])
    try mirror.update()
    // The last write's time is ahead of the clock, as a clock that lags makes it.
    let copied = copy.url.appendingPathComponent(file).path
    let ahead = Date().addingTimeInterval(3600)
    try manager.setAttributes([.modificationDate: ahead], ofItemAtPath: copied)

    try mirror.update(replacing: ["Exercises/1.1": ["Model.swift": Data("let a = 2\n".utf8)]])
    let time = try #require(
      try manager.attributesOfItem(atPath: copied)[.modificationDate] as? Date)
    #expect(try String(contentsOfFile: copied, encoding: .utf8) == "let a = 2\n")
    #expect(time > ahead, "the new bytes have the time \(time), the old ones had \(ahead)")

    // New bytes in the same second as the old ones' time still land in a later second: the
    // compiler tells times apart by the second. Break it: keep a new time that is later, but
    // in the same second.
    let sameSecond = Date(timeIntervalSince1970: Date().timeIntervalSince1970.rounded(.down))
    try manager.setAttributes([.modificationDate: sameSecond], ofItemAtPath: copied)
    try mirror.update(replacing: ["Exercises/1.1": ["Model.swift": Data("let a = 3\n".utf8)]])
    let third = try #require(
      try manager.attributesOfItem(atPath: copied)[.modificationDate] as? Date)
    #expect(
      third.timeIntervalSince1970.rounded(.down) > sameSecond.timeIntervalSince1970,
      "the new bytes have the time \(third), in the second of the old ones, \(sameSecond)")

    // Bytes that do not change keep their time, so nothing is rebuilt for them.
    try mirror.update(replacing: ["Exercises/1.1": ["Model.swift": Data("let a = 3\n".utf8)]])
    #expect(try manager.attributesOfItem(atPath: copied)[.modificationDate] as? Date == third)
  }

  @Test("A folder left with no file, by the source or by an earlier copy, is removed from the copy")
  func emptiedFolderGoes() throws {
    let source = try TemporaryFolder()
    let copy = try TemporaryFolder()
    let manager = FileManager.default
    for folder in ["Tests/Corpus/kept", "Tests/Corpus/moved"] {
      try manager.createDirectory(
        at: source.url.appendingPathComponent(folder), withIntermediateDirectories: true)
      _ = try source.write(Data("{}\n".utf8), named: folder + "/submission.json")
    }
    let mirror = MirrorWorkspace(of: Workspace(root: source.url), at: copy.url, copying: ["Tests"])
    try mirror.update()
    // The submission moves out of the corpus; an earlier copy also left a folder empty.
    try manager.removeItem(at: source.url.appendingPathComponent("Tests/Corpus/moved"))
    try manager.createDirectory(
      at: copy.url.appendingPathComponent("Tests/Corpus/left/inner"),
      withIntermediateDirectories: true)
    try mirror.update()
    // Break it: in MirrorWorkspace.update, leave out the call that removes empty folders.
    let listed = try manager.contentsOfDirectory(
      atPath: copy.url.appendingPathComponent("Tests/Corpus").path)
    #expect(listed == ["kept"])
  }
}
