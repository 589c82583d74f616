import Foundation
import Synchronization
import Testing
import WorkbookTools

// A grader's failure, as a student meets it in `swift test`, is one short paragraph: what
// happened, what should have, where to look, then the two commands that help
// (`swift run workbook hint N`, `swift run workbook watch N`). These helpers build that
// paragraph and record it as the issue's only text: a precomputed Bool leaves Swift
// Testing nothing to expand, so no `(x → …)` dump stands between the student and the words.

extension ExerciseFile {
  /// The close of every failure's paragraph: where to get a hint, the command that grades
  /// this exercise alone, and the page section that teaches what failed.
  public var nextSteps: String {
    """
    Hint: `swift run workbook hint \(id)`. This verdict alone, in five lines: \
    `swift run workbook watch \(id)`.
    """ + (taughtIn.map { " Read: \($0)" } ?? "")
  }

  /// The page section that teaches what the exercise practises, from the package root, as
  /// its chapter's `Exercises/…/README.md` names it after the file's link:
  /// `· taught in [Heading](../../Chapters/07-actors.md#…)`.
  public var taughtIn: String? {
    let parts = path.split(separator: "/")
    guard parts.count > 2 else { return nil }
    let readme = Self.packageRoot.appendingPathComponent("Exercises/\(parts[1])/README.md")
    guard let text = try? String(contentsOf: readme, encoding: .utf8),
      let start = text.range(of: "\n## \(id) ")
    else { return nil }
    let rest = text[start.upperBound...]
    let section = rest[..<(rest.range(of: "\n## ")?.lowerBound ?? rest.endIndex)]
    let link = section.firstMatch(of: /taught in \[[^\]]+\]\(\.\.\/\.\.\/([^)\s]+)\)/)
    return link.map { String($0.1) }
  }

  /// A failure's paragraph: `message` (what happened, what should have, where to look),
  /// then `nextSteps`. Under the grading command (`WORKBOOK_GRADING=1`), which prints its own
  /// pointer to the hints, the message stands alone.
  public func paragraph(_ message: String) -> String {
    Self.paragraph(message, nextSteps: nextSteps, grading: Self.underGradingCommand)
  }

  static func paragraph(_ message: String, nextSteps: String, grading: Bool) -> String {
    let words = message.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    guard !grading else { return words }
    let stop = words.last.map { ".!?)".contains($0) } ?? true
    return words + (stop ? " " : ". ") + nextSteps
  }

  /// Whether `swift run workbook grade` or `watch` runs this test process.
  static let underGradingCommand =
    WorkbookVariable.grading.isOn

  /// Records a failure of this exercise's grader unless `passed`: the paragraph, and
  /// nothing else. Compute `passed` first, so that the message is the only text.
  public func expect(
    _ passed: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) {
    guard !passed else { return }
    GraderRun.current?.attachOnce(sourceLocation: sourceLocation)
    FailureSink.record(paragraph(message()), sourceLocation: sourceLocation)
  }

  /// Records a failure of this exercise's grader: the paragraph, and nothing else.
  public func fail(_ message: String, sourceLocation: SourceLocation = #_sourceLocation) {
    GraderRun.current?.attachOnce(sourceLocation: sourceLocation)
    FailureSink.record(paragraph(message), sourceLocation: sourceLocation)
  }

  /// Like `expect`, and stops the test when it fails: what follows needs it. (Swift Testing
  /// shows the condition as the one word `checkPassed`, then the paragraph: `#require` is
  /// the one way to stop a test with a single issue.)
  public func require(
    _ passed: Bool, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    guard !passed else { return }
    GraderRun.current?.attachOnce(sourceLocation: sourceLocation)
    let checkPassed = passed
    try #require(
      checkPassed, Comment(rawValue: paragraph(message())), sourceLocation: sourceLocation)
  }

  /// The value, or a recorded failure that stops the test when there is none.
  public func require<Value>(
    _ value: Value?, _ message: @autoclosure () -> String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws -> Value {
    guard let value else {
      GraderRun.current?.attachOnce(sourceLocation: sourceLocation)
      return try #require(
        value, Comment(rawValue: paragraph(message())), sourceLocation: sourceLocation)
    }
    return value
  }
}

/// Where a grader's recorded failures go: Swift Testing's issues, or, inside `capturing`, a
/// list. The tests of these helpers must read a failure's exact text without failing
/// themselves; a known issue would do it, but `swift test` prints every known issue, and a
/// fresh clone's run should end with nothing that looks like a failure.
enum FailureSink {
  @TaskLocal static var list: FailureList?

  /// Records `text` as the issue's only comment, or appends it to the list being captured.
  static func record(_ text: String, sourceLocation: SourceLocation) {
    if let list {
      list.append(text)
    } else {
      Issue.record(Comment(rawValue: text), sourceLocation: sourceLocation)
    }
  }

  /// The failures `body` records through the helpers, in order, none of them an issue.
  static func capturing(_ body: () throws -> Void) rethrows -> [String] {
    let list = FailureList()
    try $list.withValue(list) { try body() }
    return list.texts
  }

  /// The failures `body` records through the helpers, in order, none of them an issue.
  static func capturingAsync(_ body: () async throws -> Void) async rethrows -> [String] {
    let list = FailureList()
    try await $list.withValue(list) { try await body() }
    return list.texts
  }
}

/// The failures captured so far.
final class FailureList: Sendable {
  private let storage = Mutex<[String]>([])
  var texts: [String] { storage.withLock { $0 } }
  func append(_ text: String) { storage.withLock { $0.append(text) } }
}

// MARK: - Errors in words

/// An error as a message shows it: in words, never a raw `NSError` dump. A Foundation or
/// URL error becomes what went wrong (`the file does not exist`); the grader's and the
/// exercise's own errors keep their description.
public func brief(_ error: any Error) -> String {
  if let url = error as? URLError { return words(domain: NSURLErrorDomain, code: url.errorCode) }
  if let cocoa = error as? CocoaError {
    return words(domain: NSCocoaErrorDomain, code: cocoa.errorCode)
  }
  if let posix = error as? POSIXError {
    return words(domain: NSPOSIXErrorDomain, code: Int(posix.code.rawValue))
  }
  return brief("\(error)")
}

/// A label or an error's description short enough for a message: any `Error Domain=… Code=…`
/// dump inside it is replaced by its words (`error the file does not exist`).
public func brief(_ text: String) -> String {
  guard let dump = text.range(of: "Error Domain=") else { return text }
  let rest = text[dump.upperBound...]
  let domain = rest.prefix { !$0.isWhitespace }
  let code = rest.range(of: #"Code=-?[0-9]+"#, options: .regularExpression)
    .flatMap { Int(rest[$0].dropFirst(5)) }
  var prefix = String(text[..<dump.lowerBound])
  // A wrapper such as `CocoaError(_nsError: ` says nothing to a student.
  if let wrapper = prefix.range(of: #"[A-Za-z]+\([A-Za-z_]*: ?$"#, options: .regularExpression) {
    prefix.removeSubrange(wrapper)
  }
  guard let code else { return prefix + "an error from \(domain)" }
  return prefix + words(domain: String(domain), code: code)
}

/// What a Foundation error's domain and code mean, in words.
func words(domain: String, code: Int) -> String {
  switch (domain, code) {
  case (NSCocoaErrorDomain, CocoaError.fileNoSuchFile.rawValue),
    (NSCocoaErrorDomain, CocoaError.fileReadNoSuchFile.rawValue),
    (NSURLErrorDomain, URLError.fileDoesNotExist.rawValue):
    return "the file does not exist"
  case (NSCocoaErrorDomain, CocoaError.fileReadNoPermission.rawValue),
    (NSCocoaErrorDomain, CocoaError.fileWriteNoPermission.rawValue),
    (NSURLErrorDomain, URLError.noPermissionsToReadFile.rawValue):
    return "permission to read the file was denied"
  case (NSCocoaErrorDomain, CocoaError.fileReadUnknown.rawValue):
    return "the data could not be read"
  case (NSCocoaErrorDomain, CocoaError.fileReadCorruptFile.rawValue):
    return "the file is not in the expected format"
  case (NSCocoaErrorDomain, CocoaError.fileReadInapplicableStringEncoding.rawValue),
    (NSCocoaErrorDomain, CocoaError.fileReadUnknownStringEncoding.rawValue):
    return "the file is not text in the expected encoding"
  case (NSURLErrorDomain, URLError.badServerResponse.rawValue):
    return "the server answered with an error"
  case (NSURLErrorDomain, URLError.timedOut.rawValue): return "the request timed out"
  case (NSURLErrorDomain, URLError.cancelled.rawValue): return "the request was cancelled"
  case (NSURLErrorDomain, URLError.cannotConnectToHost.rawValue):
    return "the server could not be reached"
  case (NSURLErrorDomain, URLError.cannotFindHost.rawValue):
    return "the server's name was not found"
  case (NSURLErrorDomain, URLError.notConnectedToInternet.rawValue):
    return "there is no network connection"
  case (NSURLErrorDomain, URLError.badURL.rawValue),
    (NSURLErrorDomain, URLError.unsupportedURL.rawValue):
    return "the URL is not valid"
  case (NSURLErrorDomain, _): return "the request failed (URL error \(code))"
  case (NSPOSIXErrorDomain, _): return String(cString: strerror(Int32(code))).lowercased()
  case (NSCocoaErrorDomain, _): return "a file operation failed (Foundation error \(code))"
  default: return "an error from \(domain), code \(code)"
  }
}
