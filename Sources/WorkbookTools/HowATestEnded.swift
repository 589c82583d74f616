/// The words that open a test's failure when no check of the test decided it: a wait that
/// found its work stuck, a wait whose deadline passed, a test stopped at its time limit.
///
/// The scene harness (`WorkbookTesting.Scene`) writes them; grading and the mutant lab read
/// them, to tell a verdict reached by a check from one reached by a clock.
public enum HowATestEnded {
  /// A wait found nothing of its work left to run, and what it waited for not done.
  public static let stuck = "stuck:"
  /// A wait's deadline passed with its work still busy: a clock, not a check, ended it.
  public static let deadline = "not settled by its deadline:"
  /// The grader watchdog's first words when it ends a run whose test ran past its limit.
  public static let watchdog = "Exercise grading stopped:"
  /// The grader watchdog's first words when it ends a run because one call of the test's
  /// code computed for `GraderWatchdog.endless` of processor time without returning: a
  /// measure of the code, not of the time waited, so a check.
  public static let endless = "Exercise grading found a loop that never suspends:"
  /// Swift Testing's words for a test stopped at its `.timeLimit`.
  public static let timeLimit = "Time limit was exceeded"

  /// Whether a failure's message says a clock ended the test.
  public static func byAClock(_ message: String) -> Bool {
    message.contains(deadline) || message.contains(timeLimit) || message.contains(watchdog)
  }
}
