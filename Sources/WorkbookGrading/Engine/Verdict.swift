/// What grading said about one exercise: a value, nonisolated, read wherever grading ran.
package nonisolated struct Verdict: Codable, Equatable, Sendable {
  package enum Status: String, Codable, Sendable {
    case passed
    case failed
    case notStarted = "not started"
    case compileError = "compile error"
    case timedOut = "timed out"
    case crashed
    case error
  }

  /// How a verdict that is not a pass was reached.
  package enum Reached: String, Codable, Sendable {
    /// A check of the grader failed, or the run ended in a way grading checks (a crash, an
    /// early exit).
    case check
    /// A wait of the grader found the work stuck: nothing left to run, and what it waited
    /// for not done.
    case stuck
    /// A clock: a time limit, or a scene's deadline. No proof of anything.
    case clock
  }

  package var status: Status
  /// The first thing that went wrong (or why it was not graded), in a sentence or two.
  package var message: String
  /// The grader test that said so, if one did.
  package var test: String?
  /// The rest: further failures, compiler errors, the end of a crash's output.
  package var details: [String]
  /// How long its tests ran, in seconds.
  package var seconds: Double
  /// The folder holding the failing run's timeline and trace, from the package root.
  package var attachments: String?
  /// How it was reached, when the code was graded and did not pass.
  package var reached: Reached?

  package init(
    status: Status, message: String = "", test: String? = nil, details: [String] = [],
    seconds: Double = 0, attachments: String? = nil, reached: Reached? = nil
  ) {
    self.status = status
    self.message = message
    self.test = test
    self.details = details
    self.seconds = seconds
    self.attachments = attachments
    self.reached = reached
  }

  package var passed: Bool { status == .passed }

  /// Whether the code was graded and failed, and no clock decided it: what a wrong answer is
  /// owed.
  package var failedByACheck: Bool { reached == .check || reached == .stuck }

  /// The message with the test that gave it: `A missing file shows …: Tapping a missing …`.
  package var fullMessage: String { test.map { "\($0): \(message)" } ?? message }

  /// Whether something kept the exercise from being graded at all (not a plain failure).
  package var isError: Bool { [.compileError, .timedOut, .crashed, .error].contains(status) }

  /// A symbol for lists: ✓ passed, · not started, ✗ anything else.
  package var symbol: String {
    switch status {
    case .passed: "✓"
    case .notStarted: "·"
    default: "✗"
    }
  }
}
