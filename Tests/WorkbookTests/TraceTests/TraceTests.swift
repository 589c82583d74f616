import Testing
import Workbook
import WorkbookTesting

@Suite("Trace", .backstop)
struct TraceTests {
  @Test("Events keep the order they were recorded in, numbered from 0")
  func eventsKeepTheirOrder() {
    let trace = Trace()
    trace.record("first")
    trace.record("second")
    trace.record("third")
    #expect(trace.labels == ["first", "second", "third"])
    #expect(trace.events.map(\.sequence) == [0, 1, 2])
  }

  @Test("Times come from a monotonic clock and never go backwards")
  func timesNeverGoBackwards() {
    let trace = Trace()
    for index in 0..<100 { trace.record("event \(index)") }
    let times = trace.events.map(\.time)
    #expect(times == times.sorted())
  }

  @Test("A span records a begin and an end around its body")
  func spanRecordsBeginAndEnd() {
    let trace = Trace()
    let result = trace.span("work") {
      trace.record("inside")
      return 42
    }
    #expect(result == 42)
    #expect(trace.events.map(\.label) == ["work", "inside", "work"])
    #expect(trace.events.map(\.kind) == [.begin, .instant, .end])
  }

  @Test("trace(_:) records into the task's current trace, and nowhere without one")
  func probeUsesTheTaskLocalTrace() async {
    let mine = Trace()
    trace("before")  // no current trace: recorded nowhere
    await Trace.$current.withValue(mine) {
      trace("inside")
      await Task { trace("child task") }.value
    }
    #expect(mine.labels == ["inside", "child task"])
  }

  @Test("Tasks made one after the other, each ended and freed first, get a number each")
  func tasksOneAfterTheOtherGetANumberEach() async {
    let mine = Trace()
    await Trace.$current.withValue(mine) {
      for tap in 1...4 {
        // Awaiting the value ends the task before the next is made, and the handle is dropped
        // at once, so the task is freed and the runtime may give its memory to the next one.
        await Task { trace("tap \(tap)") }.value
      }
    }
    // Break it: know a task by its handle (its address), and the taps become one task.
    #expect(mine.events.map(\.taskNumber) == [1, 2, 3, 4])
  }

  @Test("Two traces in parallel tasks never see each other's events", .tags(.ordering))
  func tracesAreIndependent() async {
    let first = Trace()
    let second = Trace()
    await withTaskGroup { group in
      for (name, trace) in [("first", first), ("second", second)] {
        group.addTask {
          Trace.$current.withValue(trace) {
            for index in 0..<50 { Workbook.trace("\(name) \(index)") }
          }
        }
      }
    }
    #expect(first.labels.allSatisfy { $0.hasPrefix("first") })
    #expect(second.labels.allSatisfy { $0.hasPrefix("second") })
    #expect(first.labels.count == 50 && second.labels.count == 50)
  }

  @Test("Events carry the task label that was set")
  func taskLabelIsRecorded() {
    let trace = Trace()
    Trace.$current.withValue(trace) {
      Trace.$taskLabel.withValue("tap 1") { Workbook.trace("labelled") }
      Workbook.trace("unlabelled")
    }
    #expect(trace.events.map(\.task) == ["tap 1", nil])
  }

  @Test("Recording from many threads at once loses nothing")
  func concurrentRecordingIsSafe() async {
    // Enough events that the pool's threads record at the same moment many times over: with
    // 1,600 events, a trace without its lock still passed 19 runs of 20 on two cores; with
    // 40,000 it failed all 20, and so did one that numbers each event outside the lock.
    let (workers, perWorker) = (8, 5_000)
    let trace = Trace()
    await withTaskGroup { group in
      for worker in 0..<workers {
        group.addTask { @concurrent in
          for index in 0..<perWorker { trace.record("\(worker).\(index)") }
        }
      }
    }
    let total = workers * perWorker
    #expect(trace.events.count == total)
    #expect(Set(trace.labels).count == total)
    #expect(trace.events.map(\.sequence).elementsEqual(0..<total), "each number once, in order")
  }
}
