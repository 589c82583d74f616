import Foundation
import Testing
import WorkbookTools

/// Every environment variable the workbook reads is in `WorkbookVariable`: a name spelled in
/// the manifest, CI, a script or the code is one the registry lists, so none is read under one
/// spelling and set under another. (The README's sample workflow names a variable of its own,
/// for GitHub Actions, which the workbook never reads.)
@Suite("Tools: one list of the environment variables")
struct WorkbookVariableTests {
  let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .deletingLastPathComponent().deletingLastPathComponent()

  @Test("Every WORKBOOK_ name spelled anywhere in the workbook is in the registry")
  func everyNameIsRegistered() throws {
    let known = Set(WorkbookVariable.allCases.map(\.name))
    var spelled: [String: String] = [:]
    for place in ["Package.swift", ".ci", "Scripts", "Sources", "Tests"] {
      for file in files(under: root.appendingPathComponent(place)) {
        guard let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
        for match in text.matches(of: /WORKBOOK_[A-Z_]*[A-Z]/) {
          spelled[String(match.output), default: file.lastPathComponent] = file.lastPathComponent
        }
      }
    }
    #expect(spelled.count >= 8, "\(spelled.keys.sorted())")
    for (name, file) in spelled.sorted(by: { $0.key < $1.key }) {
      #expect(known.contains(name), "\(file) spells \(name), which WorkbookVariable does not list")
    }
  }

  @Test("A variable's value is read from the environment, and a switch is on only at 1")
  func readsTheEnvironment() {
    // The test process runs without the demo switches set.
    #expect(WorkbookVariable.scanDemo.value == nil)
    #expect(!WorkbookVariable.scanDemo.isOn)
    #expect(Set(WorkbookVariable.allCases.map(\.name)).count == WorkbookVariable.allCases.count)
  }

  private func files(under url: URL) -> [URL] {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
      return []
    }
    guard isFolder.boolValue else { return [url] }
    let enumerator = FileManager.default.enumerator(at: url, includingPropertiesForKeys: nil)
    return (enumerator?.allObjects as? [URL] ?? []).filter {
      ["swift", "md", "sh", "py", "txt", ""].contains($0.pathExtension)
        && !$0.path.contains("/Submissions/") && !$0.path.contains("/BlindRounds/")
        && !$0.path.contains("/.build")
    }
  }
}
