import WorkbookGrading

/// What one run of the lab's tests decided about each test it was given.
///
/// A run ends by itself or at the lab's time limit. A test that the limit cut short while
/// other tests shared its run is not decided by it: on a slow machine the others' time, not
/// its own, may have spent the limit. It runs again alone (`again`); only a test cut short
/// while running alone, or failed by its own clock, hung.
struct RunDecisions: Equatable {
  /// The tests that ended with no issue.
  var passed: [String] = []
  /// The tests that failed only by their own clock, or that the run's limit cut short alone.
  var hung: [String] = []
  /// The tests that failed by a check or a crash, each with how it failed.
  var failed: [String] = []
  /// The tests the run never started: a crash or the limit came first.
  var notRun: [String] = []
  /// The tests the run's limit cut short among others: to be run again alone.
  var again: [String] = []

  /// Nothing decided yet.
  init() {}

  /// Sorts `tests` by `outcome` (what the run's event stream says of each); `timedOut`: the
  /// run was stopped at its limit.
  init(
    _ tests: [String], timedOut: Bool, outcome: (String) -> EventStream.TestOutcome,
    howItFailed: (String) -> String
  ) {
    for test in tests {
      switch outcome(test) {
      case .failed: failed.append("\(test) (\(howItFailed(test)))")
      // A test the process's crash cut short failed; one cut short by the run's limit is
      // undecided while others shared the run, and hung when it ran alone.
      case .unfinished where !timedOut: failed.append("\(test) (a crash)")
      case .unfinished where tests.count > 1: again.append(test)
      case .failedByAClock, .unfinished: hung.append(test)
      case .passed: passed.append(test)
      case .notRun: notRun.append(test)
      }
    }
  }
}
