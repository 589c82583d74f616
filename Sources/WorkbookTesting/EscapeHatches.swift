import Foundation
import Testing

/// What an exercise may not use to make its grader pass: ways to silence the compiler's
/// data-race checks instead of fixing the race, and ways to order work by waiting instead of
/// by awaiting.
///
/// The graders test behaviour first; this scan is the second line, so that a solution that
/// happens to pass while silencing the checker is still rejected, with a message that says
/// why. Comments and string contents are not scanned (see `SwiftCode`).
public struct EscapeHatch: Sendable {
  /// A regular expression matched against code.
  public let pattern: String
  /// What the match is called in a message: `nonisolated(unsafe)`.
  public let name: String
  /// Why it is rejected, as the end of a sentence that starts with its name.
  public let why: String

  public init(_ pattern: String, name: String, why: String) {
    self.pattern = pattern
    self.name = name
    self.why = why
  }

  /// Every exercise's list.
  public static let all: [EscapeHatch] = silencers + waiters

  /// Ways to tell the compiler a race is not there.
  public static let silencers: [EscapeHatch] = [
    EscapeHatch(
      #"nonisolated\s*\(\s*unsafe\s*\)"#, name: "nonisolated(unsafe)",
      why: "switches off the data-race check for a declaration; the race is still there"),
    EscapeHatch(
      #"@unchecked\b"#, name: "@unchecked Sendable",
      why: "promises that a type is safe to share without the compiler checking it"),
    EscapeHatch(
      #"@preconcurrency\b"#, name: "@preconcurrency",
      why: "turns the compiler's concurrency errors into silence"),
    EscapeHatch(
      #"\bassumeIsolated\b"#, name: "assumeIsolated",
      why: "claims at run time an isolation the compiler could not prove"),
    EscapeHatch(
      #"\bunsafeBitCast\b"#, name: "unsafeBitCast",
      why: "hides a value's real type from the compiler's checks"),
    EscapeHatch(
      #"@_[A-Za-z]+"#, name: "an underscored attribute",
      why: "is a compiler internal with no safety promise"),
  ]

  /// Ways to make one thing happen after another by waiting or blocking.
  public static let waiters: [EscapeHatch] = [
    EscapeHatch(
      #"\b(u|nano)?sleep\b"#, name: "sleep",
      why: "orders work by waiting and hoping; await the step that must come first instead"),
    EscapeHatch(
      #"\bDispatch(Semaphore|Group)\b|\bNSCondition\b|\.wait\s*\("#, name: "a semaphore or a wait",
      why: "blocks a thread to order work; await the step that must come first instead"),
    EscapeHatch(
      #"\bDispatchQueue\b|\bRunLoop\b"#, name: "DispatchQueue or RunLoop",
      why: "moves or waits for work behind the compiler's back; use async/await and actors"),
  ]

  /// Where `source` uses one of `hatches`: the 1-based line of each finding, first to last.
  public static func findings(
    in source: String, among hatches: [EscapeHatch] = all
  ) -> [(line: Int, hatch: EscapeHatch)] {
    let lines = SwiftCode.stripping(source).split(separator: "\n", omittingEmptySubsequences: false)
    var found: [(line: Int, hatch: EscapeHatch)] = []
    for (number, line) in lines.enumerated() {
      for hatch in hatches
      where String(line).range(of: hatch.pattern, options: .regularExpression) != nil {
        found.append((number + 1, hatch))
      }
    }
    return found
  }
}

/// Records an issue for each escape hatch in the exercise's file, naming the line and why it
/// is rejected.
/// - Parameters:
///   - exercise: the file to scan.
///   - hatches: what is forbidden; every exercise's list by default.
///   - hint: what to do instead, added to each message.
public func expectNoEscapeHatches(
  in exercise: ExerciseFile, among hatches: [EscapeHatch] = EscapeHatch.all, hint: String,
  sourceLocation: SourceLocation = #_sourceLocation
) throws {
  let source = try exercise.source()
  for (line, hatch) in EscapeHatch.findings(in: source, among: hatches) {
    Issue.record(
      "\(exercise.path):\(line) uses \(hatch.name), which \(hatch.why): rejected. \(hint)",
      sourceLocation: sourceLocation)
  }
}
