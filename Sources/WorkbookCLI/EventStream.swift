import Foundation

/// What one run of a grader suite reported, read from Swift Testing's JSON event stream
/// (`--event-stream-output-path`, version 0): which tests ran, which were skipped and why,
/// and every issue with its message.
struct EventStream {
  struct Issue {
    /// The test's display name, or its function name.
    let test: String
    /// The grader's message (the `#expect` comment), else the expectation that failed.
    let message: String
    /// The test's line in its file, to order failures as the grader lists its tests.
    let testLine: Int
  }

  private(set) var testNames: [String: (name: String, line: Int)] = [:]
  private(set) var started: [String] = []
  private(set) var ended: Set<String> = []
  private(set) var skipped: [String] = []
  private(set) var issues: [Issue] = []

  /// The function tests that ran or were skipped.
  var testCount: Int { testNames.count }

  /// The tests that started and never ended: what was running when a process hung or crashed.
  var unfinished: [String] {
    started.filter { !ended.contains($0) && testNames[$0] != nil }.map { testNames[$0]!.name }
  }

  init(jsonLines: String) {
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
      testNames[id] = (name, payload.sourceLocation?.line ?? 0)
      return
    }
    guard let id = payload.testID else { return }
    switch payload.kind {
    case "testStarted": started.append(id)
    case "testEnded": ended.insert(id)
    case "testSkipped": skipped.append(id)
    case "issueRecorded":
      guard payload.issue?.isKnown != true else { return }
      let messages = payload.messages ?? []
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

  private struct Record: Decodable {
    let kind: String
    let payload: Payload
  }

  private struct Payload: Decodable {
    let kind: String?
    let id: String?
    let name: String?
    let displayName: String?
    let sourceLocation: Location?
    let testID: String?
    let messages: [Message]?
    let issue: IssueInfo?
  }

  private struct Location: Decodable { let line: Int }
  private struct Message: Decodable {
    let symbol: String
    let text: String
  }
  private struct IssueInfo: Decodable { let isKnown: Bool? }
}
