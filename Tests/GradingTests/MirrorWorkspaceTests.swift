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

  @Test("A copy that does not prune keeps the files and empty folders the source lacks")
  func unprunedCopyKeepsItsOwn() throws {
    let source = try TemporaryFolder()
    let copy = try TemporaryFolder()
    for folder in [source, copy] {
      try FileManager.default.createDirectory(
        at: folder.url.appendingPathComponent("Sources"), withIntermediateDirectories: true)
    }
    _ = try source.write(Data("let a = 1\n".utf8), named: "Sources/A.swift")
    _ = try copy.write(Data("mine\n".utf8), named: "Sources/Notes.txt")
    try FileManager.default.createDirectory(
      at: copy.url.appendingPathComponent("Sources/Empty"), withIntermediateDirectories: true)
    let mirror = MirrorWorkspace(
      of: Workspace(root: source.url), at: copy.url, copying: ["Sources"], prunes: false)
    try mirror.update(overriding: ["Sources/A.swift": Data("let a = 2\n".utf8)])
    try mirror.update()
    // Break it: in MirrorWorkspace.update, prune whatever `prunes` says.
    let listed = try FileManager.default.contentsOfDirectory(
      atPath: copy.url.appendingPathComponent("Sources").path)
    #expect(Set(listed) == ["A.swift", "Notes.txt", "Empty"])
    #expect(
      try String(contentsOf: copy.url.appendingPathComponent("Sources/A.swift"), encoding: .utf8)
        == "let a = 1\n")
  }

  @Test(
    "Mutants in place: refused while git shows a change to a tracked file, allowed once committed")
  func inPlaceNeedsTrackedFilesAsCommitted() throws {
    let book = try TemporaryWorkbook()
    defer { book.remove() }
    try book.git("init", "-q")
    try book.commit("starters")
    try book.write("Notes/new.txt", "untracked\n")
    try InPlaceCheck.requireUnchanged(book.workspace, paths: MirrorWorkspace.tested)
    try book.write("Solutions/01-x/1.1-first/Model.swift", "let a = 43\n")
    // Break it: in InPlaceCheck, let changed files through.
    #expect(throws: CLIError.self) {
      try InPlaceCheck.requireUnchanged(book.workspace, paths: MirrorWorkspace.tested)
    }
    try book.commit("a better solution")
    try InPlaceCheck.requireUnchanged(book.workspace, paths: MirrorWorkspace.tested)
  }
}
