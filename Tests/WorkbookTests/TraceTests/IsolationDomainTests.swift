import Testing
import Workbook
import WorkbookTesting

/// An actor of the test's own, to see actors named in traces.
private actor Librarian {
  func work(in trace: Trace) {
    trace.record("shelving")
  }
}

/// Nonisolated synchronous code: it runs wherever its caller runs.
private func recordFromNonisolatedCode(in trace: Trace) {
  trace.record("nonisolated")
}

@Suite("Isolation domains", .tags(.isolation), .backstop)
struct IsolationDomainTests {
  @Test("Main-actor code is reported as the main actor")
  @MainActor
  func mainActorCode() {
    MainActor.assertIsolated()
    let trace = Trace()
    trace.record("on main")
    #expect(trace.events.first?.domain == .mainActor)
  }

  @Test("Nonisolated synchronous code called from the main actor is on the main actor")
  @MainActor
  func nonisolatedCodeFromMainActor() {
    let trace = Trace()
    recordFromNonisolatedCode(in: trace)
    #expect(trace.events.first?.domain == .mainActor)
  }

  @Test("A @concurrent function runs in the pool, and so does nonisolated code it calls")
  func concurrentCodeRunsInThePool() async {
    let trace = Trace()
    await runInPool(trace)
    #expect(trace.events.map(\.domain) == [.pool, .pool])
  }

  @concurrent
  private func runInPool(_ trace: Trace) async {
    trace.record("in the pool")
    recordFromNonisolatedCode(in: trace)
  }

  @Test("Code isolated to another actor is reported under that actor's name")
  func otherActorCode() async {
    let trace = Trace()
    await Librarian().work(in: trace)
    #expect(trace.events.first?.domain == .actor("Librarian"))
  }
}
