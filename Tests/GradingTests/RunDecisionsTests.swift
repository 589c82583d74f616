import Testing

@testable import WorkbookGrading
@testable import WorkbookMaintenance

/// How the mutant lab reads one run of tests (`RunDecisions`): a test that the run's time limit
/// cut short while other tests shared the run is run again alone, not called hung; one cut
/// short alone, or failed by its own clock, hung.
@Suite("Mutants: a run's time limit decides no test that shared the run")
struct RunDecisionsTests {
  typealias Outcome = EventStream.TestOutcome

  /// The decisions for `outcomes` (test, outcome), in a run stopped at its limit or not.
  func decide(_ outcomes: KeyValuePairs<String, Outcome>, timedOut: Bool) -> RunDecisions {
    let table = Dictionary(uniqueKeysWithValues: outcomes.map { ($0.key, $0.value) })
    return RunDecisions(
      outcomes.map(\.key), timedOut: timedOut, outcome: { table[$0] ?? .notRun },
      howItFailed: { _ in "a check" })
  }

  @Test("Cut short by the limit among others: run again alone, not hung")
  func cutShortAmongOthersRunsAgain() {
    let run = decide(
      ["T.S/slow()": .unfinished, "T.S/done()": .passed, "T.S/later()": .notRun], timedOut: true)
    // Break it: in RunDecisions, leave out the case that sends such a test to `again`.
    #expect(run.again == ["T.S/slow()"])
    #expect(run.hung.isEmpty)
    #expect(run.passed == ["T.S/done()"])
    #expect(run.notRun == ["T.S/later()"])
  }

  @Test("Cut short by the limit alone, or failed by its own clock: hung")
  func cutShortAloneHangs() {
    // Break it: in RunDecisions, send every test the limit cut short to `again`.
    #expect(decide(["T.S/slow()": .unfinished], timedOut: true).hung == ["T.S/slow()"])
    #expect(decide(["T.S/slow()": .unfinished], timedOut: true).again.isEmpty)
    let clocked = decide(["T.S/a()": .failedByAClock, "T.S/b()": .passed], timedOut: false)
    #expect(clocked.hung == ["T.S/a()"])
  }

  @Test("Cut short by a crash: failed, whatever shared the run")
  func cutShortByACrashFails() {
    let run = decide(["T.S/a()": .unfinished, "T.S/b()": .failed], timedOut: false)
    // Break it: in RunDecisions, drop `where !timedOut` from the crash's case.
    #expect(run.failed == ["T.S/a() (a crash)", "T.S/b() (a check)"])
    #expect(run.again.isEmpty && run.hung.isEmpty)
  }
}
