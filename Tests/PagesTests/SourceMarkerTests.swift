import Foundation
import Testing
import WorkbookTesting

/// Two rules every test and the test kit keep, checked over their sources: a sleep is never
/// how a test orders work, so each one says why it is there (`SLEEP-OK:` and a reason); and a
/// suspension on a continuation either ends when its task is cancelled or says why it always
/// ends (`CANCEL-OK:` and a reason), so that no wait outlives the test that started it.
@Suite("Sources: every sleep and every continuation says why it is there")
struct SourceMarkerTests {
  /// One line of Swift that breaks a rule: where it is, and which rule.
  struct Finding: Equatable, CustomStringConvertible {
    let file: String
    let line: Int
    let rule: String
    var description: String { "\(file):\(line): \(rule)" }
  }

  /// A call that sleeps: `Task.sleep`, `Thread.sleep`, `usleep`, `nanosleep`, `sleep`.
  static var sleep: some RegexComponent {
    #/(\bTask\.sleep|\bThread\.sleep|\busleep|\bnanosleep|(^|[^\w.])sleep)\s*\(/#
  }
  /// A suspension on a continuation, in any of its four forms.
  static var continuation: some RegexComponent {
    #/\bwith(Checked|Unsafe)(Throwing)?Continuation\b/#
  }

  /// The lines of `text` that break a rule. A marker counts on the line itself or on one of
  /// the three above it; a continuation counts as cancellable when `withTaskCancellationHandler`
  /// is among the fifteen lines above it. Comments, string literals and multi-line strings
  /// (code quoted as a fixture) are not code.
  static func findings(in text: String, file: String, checkSleeps: Bool) -> [Finding] {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    var found: [Finding] = []
    var inMultiLineString = false
    for (index, line) in lines.enumerated() {
      if line.components(separatedBy: "\"\"\"").count % 2 == 0 {
        inMultiLineString.toggle()
        continue
      }
      if inMultiLineString { continue }
      let code = Self.code(of: line)
      let above = lines[max(0, index - 3)...index].joined(separator: "\n")
      if checkSleeps, code.contains(Self.sleep), !above.contains("SLEEP-OK: ") {
        found.append(Finding(file: file, line: index + 1, rule: "a sleep without SLEEP-OK"))
      }
      if code.contains(Self.continuation), !above.contains("CANCEL-OK: ") {
        let context = lines[max(0, index - 15)...index].joined(separator: "\n")
        if !context.contains("withTaskCancellationHandler") {
          found.append(
            Finding(
              file: file, line: index + 1,
              rule: "a continuation that neither ends on cancellation nor says CANCEL-OK"))
        }
      }
    }
    return found
  }

  /// `line` without its comment and with its string literals emptied.
  static func code(of line: String) -> String {
    let strings = #/"(\\.|[^"\\])*"/#
    let emptied = line.replacing(strings, with: "\"\"")
    guard let comment = emptied.range(of: "//") else { return emptied }
    return String(emptied[..<comment.lowerBound])
  }

  /// The Swift files under `folder` of the package, but the corpus's submissions and the
  /// blind rounds' answers (students' code, wrong on purpose) and the race demos (built
  /// apart, racy on purpose).
  static func swiftFiles(under folder: String) -> [URL] {
    let root = ExerciseFile.packageRoot.appendingPathComponent(folder)
    let all = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
    return (all?.allObjects as? [URL] ?? [])
      .filter { $0.pathExtension == "swift" }
      .filter { file in
        ["/Submissions/", "/BlindRounds/", "/RaceDemo/"].allSatisfy { !file.path.contains($0) }
      }
      .sorted { $0.path < $1.path }
  }

  static func findings(under folder: String, checkSleeps: Bool) throws -> [Finding] {
    let files = swiftFiles(under: folder)
    #expect(files.count > 10, "no Swift files found under \(folder)")
    return try files.flatMap { file in
      let name = String(file.path.dropFirst(ExerciseFile.packageRoot.path.count + 1))
      return findings(
        in: try String(contentsOf: file, encoding: .utf8), file: name, checkSleeps: checkSleeps)
    }
  }

  @Test("Every sleep in the tests and the test kit is marked SLEEP-OK with its reason")
  func everySleepIsMarked() throws {
    let found =
      try Self.findings(under: "Tests", checkSleeps: true)
      + Self.findings(under: "Sources/WorkbookTesting", checkSleeps: true)
    // Break it: add an unmarked `Task.sleep` to a test, and it is listed here.
    #expect(found.isEmpty, "\(found)")
  }

  @Test("Every continuation in the sources and the tests ends on cancellation, or says why not")
  func everyContinuationIsCancellableOrMarked() throws {
    let found =
      try Self.findings(under: "Tests", checkSleeps: false)
      + Self.findings(under: "Sources", checkSleeps: false)
    // Break it: take a CANCEL-OK marker away, and its continuation is listed here.
    #expect(found.isEmpty, "\(found)")
  }

  @Test(
    "The scan finds sleeps and continuations in code only, and takes a marker as their reason",
    arguments: [
      ("try await Task.sleep(for: .seconds(1))", 1),
      ("usleep(1000)  // SLEEP-OK: a watch over threads", 0),
      ("// SLEEP-OK: polls a count\nusleep(1000)", 0),
      ("let text = \"usleep(1000)\"", 0),
      ("// Thread.sleep(forTimeInterval: 1)", 0),
      ("let s = \"\"\"\n  Task.sleep(for: .seconds(1))\n  \"\"\"", 0),
      ("await withCheckedContinuation { $0.resume() }", 1),
      ("// CANCEL-OK: always resumed\nawait withCheckedContinuation { $0.resume() }", 0),
      ("await withTaskCancellationHandler {\n  await withCheckedContinuation { c in }\n}", 0),
      ("clock.sleep(until: deadline)", 0),
    ])
  func scanFindsCodeOnly(source: String, expected: Int) {
    // Break it: in `SourceMarkerTests.code(of:)`, keep comments as code, and a commented
    // sleep is a finding.
    #expect(Self.findings(in: source, file: "case.swift", checkSleeps: true).count == expected)
  }
}
