import Foundation
import WorkbookTools

/// What one run of a grader suite reported, read from Swift Testing's JSON event stream
/// (`--event-stream-output-path`, version 0): which tests ran, which were skipped and why,
/// and every issue with its message.
///
/// The runner writes a `test` record for every test of the run's plan before any of them
/// runs, so the stream itself declares what the grader meant to run: a run that stops early
/// (an `exit(0)` in the code under test, a crash the runner could not report) leaves tests
/// that never ended, and no `runEnded` record.
package nonisolated struct EventStream {
  package struct Issue {
    /// The test's display name, or its function name.
    package let test: String
    /// The grader's message (the `#expect` comment), else the expectation that failed.
    package let message: String
    /// The test's line in its file, to order failures as the grader lists its tests.
    package let testLine: Int
  }

  private(set) var testNames: [String: (name: String, line: Int)] = [:]
  private(set) var started: [String] = []
  private(set) var ended: Set<String> = []
  private(set) var skipped: [String] = []
  private(set) var issues: [Issue] = []
  /// Whether the runner reported the end of the whole run.
  private(set) var runEnded = false
  /// The function tests in the order the runner declared them.
  private(set) var declared: [String] = []
  /// The tests that recorded an issue, by identifier.
  private(set) var failedIDs: Set<String> = []
  /// The tests that recorded an issue no clock decided (not a time limit, not a scene's
  /// deadline), by identifier.
  private(set) var checkedIDs: Set<String> = []
  /// The tests whose failure was a scene's `stuck:`: nothing left to run, and what the test
  /// waited for not done.
  private(set) var stuckIDs: Set<String> = []

  /// The function tests that ran or were skipped.
  package var testCount: Int { testNames.count }

  /// The declared tests that never reported an end and were not skipped: a run that stopped
  /// before they did.
  package var neverFinished: [String] {
    declared.filter { !ended.contains($0) && !skipped.contains($0) }.map { testNames[$0]!.name }
  }

  /// The declared tests that were skipped, by name.
  package var skippedNames: [String] { skipped.compactMap { testNames[$0]?.name } }

  /// The tests that started and never ended: what was running when a process hung or crashed.
  package var unfinished: [String] {
    started.filter { !ended.contains($0) && testNames[$0] != nil }.map { testNames[$0]!.name }
  }

  /// The tests that failed by a check, as `swift test list` prints them
  /// (`Module.Suite/test()`), in the order they were declared.
  package var testsFailedByACheck: [String] {
    declared.filter { checkedIDs.contains($0) }.map { id in
      // An id is the listed name and the test's place: `M.S/test()/File.swift:12:4`.
      let parts = id.split(separator: "/", omittingEmptySubsequences: false)
      return parts.count > 2 ? parts.dropLast().joined(separator: "/") : id
    }.reduce(into: [String]()) { if !$0.contains($1) { $0.append($1) } }
  }

  /// How the test `name` (as `swift test list` prints it, `Module.Suite/test()`) fared.
  package func outcome(of name: String) -> TestOutcome {
    let ids = declared.filter { $0 == name || $0.hasPrefix(name + "/") }
    guard !ids.isEmpty else { return .notRun }
    if ids.contains(where: { checkedIDs.contains($0) }) { return .failed }
    if ids.contains(where: { failedIDs.contains($0) }) { return .failedByAClock }
    if ids.contains(where: { started.contains($0) && !ended.contains($0) }) { return .unfinished }
    if ids.allSatisfy({ ended.contains($0) }) { return .passed }
    return .notRun
  }

  /// How the failed test `name` failed, in words: "stuck" (a scene found its work stuck),
  /// "a check" (an expectation), or "a crash" (it started and its process ended in it).
  package func howItFailed(_ name: String) -> String {
    let ids = declared.filter { $0 == name || $0.hasPrefix(name + "/") }
    if ids.contains(where: stuckIDs.contains) { return "stuck" }
    if ids.contains(where: checkedIDs.contains) { return "a check" }
    return "a crash"
  }

  package init(jsonLines: String) {
    for line in jsonLines.split(separator: "\n") {
      guard let record = try? JSONDecoder().decode(Record.self, from: Data(line.utf8)) else {
        continue
      }
      read(record)
    }
    issues.sort { $0.testLine < $1.testLine }
  }

  private mutating func read(_ record: Record) {
    let payload = record.payload
    if record.kind == "test" {
      guard payload.kind == "function", let id = payload.id else { return }
      let name = payload.displayName ?? payload.name ?? id
      if testNames[id] == nil { declared.append(id) }
      testNames[id] = (name, payload.sourceLocation?.line ?? 0)
      return
    }
    if payload.kind == "runEnded" {
      runEnded = true
      return
    }
    guard let id = payload.testID else { return }
    switch payload.kind {
    case "testStarted": started.append(id)
    case "testEnded": ended.insert(id)
    case "testSkipped": skipped.append(id)
    case "issueRecorded":
      guard payload.issue?.isKnown != true else { return }
      failedIDs.insert(id)
      let messages = payload.messages ?? []
      let text = messages.map(\.text).joined(separator: " ")
      if !HowATestEnded.byAClock(text) { checkedIDs.insert(id) }
      if text.contains(HowATestEnded.stuck) { stuckIDs.insert(id) }
      let details = messages.filter { $0.symbol == "details" }.map(\.text)
      let failure = messages.first { $0.symbol == "fail" }?.text ?? "an issue was recorded"
      let test = testNames[id] ?? testNames.first { id.hasPrefix($0.key) }?.value
      issues.append(
        Issue(
          test: test?.name ?? id,
          message: details.isEmpty ? failure : details.joined(separator: " "),
          testLine: test?.line ?? 0))
    default: break
    }
  }

  /// What became of one test in a run.
  package enum TestOutcome: Equatable {
    /// It recorded an issue that a check decided.
    case failed
    /// Its only issues were a clock's: its time limit, or a scene's deadline.
    case failedByAClock
    /// It started and never ended: the process crashed or hung in it.
    case unfinished
    case passed
    /// It never started: not in the run, or the run stopped before it.
    case notRun
  }

  private struct Record: Decodable {
    package let kind: String
    package let payload: Payload
  }

  private struct Payload: Decodable {
    package let kind: String?
    package let id: String?
    package let name: String?
    package let displayName: String?
    package let sourceLocation: Location?
    package let testID: String?
    package let messages: [Message]?
    package let issue: IssueInfo?
  }

  private struct Location: Decodable { let line: Int }
  private struct Message: Decodable {
    package let symbol: String
    package let text: String
  }
  private struct IssueInfo: Decodable { let isKnown: Bool? }
}
