import Foundation
import Testing
import Workbook
import WorkbookTesting

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Graders wait on what they can observe (a kit event, a request at the gate), never on a
/// whole task while they hold a request it needs, and they probe the main actor while a
/// request is held.
@Suite(
  "Grading: graders wait on events, and probe the main actor while a request is held",
  .backstop)
struct ObservableWaitTests {
  @Test("A wait for an event returns once it is recorded, or at once if it already was")
  func waitForAnEvent() async {
    let trace = Trace()
    let waiter = Task { await trace.firstEvent { $0.label == "b" } }
    // The events are recorded only once the waiter is suspended inside `firstEvent`, so it is
    // the waiting path that is tested, not the look-up of an event already recorded.
    await trace.waitForWaiters(count: 1)
    trace.record("a")
    // Break it: in `Trace.append`, resume every waiter whatever the event, and "a" ends the
    // wait for "b".
    #expect(trace.waiterCount == 1, "an event that does not match ended the wait")
    trace.record("b")
    #expect(trace.waiterCount == 0, "the matching event did not end the wait")
    #expect(await waiter.value?.label == "b")
    #expect(await trace.firstEvent { $0.label == "a" }?.sequence == 0)
  }

  @Test("A cancelled wait returns nil instead of hanging")
  func cancelledWait() async {
    let trace = Trace()
    let waiter = Task { await trace.firstEvent { $0.label == "never, unless the cancel is lost" } }
    // Cancel only once the waiter is suspended inside `firstEvent`: only its cancellation
    // handler can end the wait then, and it runs before `cancel()` returns.
    await trace.waitForWaiters(count: 1)
    waiter.cancel()
    // Break it: drop the cancellation handler in `firstEvent`, and the waiter is still waiting.
    #expect(trace.waiterCount == 0, "the cancelled wait is still waiting")
    // Ends a wait that the cancel did not end, so that the test fails instead of hanging.
    trace.record("never, unless the cancel is lost")
    #expect(await waiter.value == nil)
  }

  @Test(
    "A main actor that awaits answers the probe before the fetch resumes; one that blocks, after",
    arguments: [false, true])
  func probeWhileHeld(blocks: Bool) async throws {
    let network = TestNetwork(gated: true)
    let scene = Scene("a held fetch", trace: network.trace)
    let (url, _) = try network.randomImage()
    let name = url.lastPathComponent
    let fetch = network.traced {
      Task { @MainActor in
        if blocks {
          _ = try? Data(contentsOf: url)  // blocks the main actor until the response
        } else {
          _ = try? await URLSession.shared.data(from: url)
        }
        trace("fetched \(name)")
      }
    }
    // The fetch is queued, the scene's, before the releaser first asks whether it settled.
    let releaser = Task.detached { try await network.releaseAfterProbingMainActor(name, in: scene) }
    await fetch.value
    #expect(try await releaser.value, "the request never came")
    let labels = network.trace.labels
    // Break it: release before queuing the probe: the probe then says so, and is not found.
    let probe = try #require(labels.firstIndex(of: "main actor answered while \(name) was held"))
    let fetched = try #require(labels.firstIndex(of: "fetched \(name)"))
    // The order is the lesson: the main actor that awaits answers first.
    #expect((probe < fetched) == !blocks, "\(labels)")
  }
}
