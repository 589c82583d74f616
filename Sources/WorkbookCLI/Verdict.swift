/// What grading said about one exercise: a value, nonisolated, read wherever grading ran.
nonisolated struct Verdict: Codable, Equatable, Sendable {
  enum Status: String, Codable, Sendable {
    case passed
    case failed
    case notStarted = "not started"
    case compileError = "compile error"
    case timedOut = "timed out"
    case crashed
    case error
  }

  /// How a verdict that is not a pass was reached.
  enum Reached: String, Codable, Sendable {
    /// A check of the grader failed, or the run ended in a way grading checks (a crash, an
    /// early exit).
    case check
    /// A wait of the grader found the work stuck: nothing left to run, and what it waited
    /// for not done.
    case stuck
    /// A clock: a time limit, or a scene's deadline. No proof of anything.
    case clock
  }

  var status: Status
  /// The first thing that went wrong (or why it was not graded), in a sentence or two.
  var message: String = ""
  /// The grader test that said so, if one did.
  var test: String?
  /// The rest: further failures, compiler errors, the end of a crash's output.
  var details: [String] = []
  /// How long its tests ran, in seconds.
  var seconds: Double = 0
  /// The folder holding the failing run's timeline and trace, from the package root.
  var attachments: String?
  /// How it was reached, when the code was graded and did not pass.
  var reached: Reached?

  var passed: Bool { status == .passed }

  /// Whether the code was graded and failed, and no clock decided it: what a wrong answer is
  /// owed.
  var failedByACheck: Bool { reached == .check || reached == .stuck }

  /// The message with the test that gave it: `A missing file shows …: Tapping a missing …`.
  var fullMessage: String { test.map { "\($0): \(message)" } ?? message }

  /// Whether something kept the exercise from being graded at all (not a plain failure).
  var isError: Bool { [.compileError, .timedOut, .crashed, .error].contains(status) }

  /// A symbol for lists: ✓ passed, · not started, ✗ anything else.
  var symbol: String {
    switch status {
    case .passed: "✓"
    case .notStarted: "·"
    default: "✗"
    }
  }
}
