import Testing
import Workbook
import WorkbookTesting
import WorkbookUI

@testable import Chapter9

/// The bottom row's card starts its task with `Task.immediate` (18:55): the task runs inside
/// the visibility callback up to its one `await`, so nothing but that `await` stands between
/// the callback and the change. A plain `Task` would first wait for the main actor, after the
/// frame's own work. Two probes, whose callbacks run in the same pass as the cards', one before
/// them and one after, read how many of the scene's jobs were queued on the main actor.
@Suite("Chapter 9: the bottom card's task starts inside its callback", .backstop)
struct Chapter9ImmediateTaskTests {
  @Test(
    "The bottom cards' callbacks queue nothing on the main actor: each task starts inside",
    .tags(.ordering, .isolation))
  func bottomCardsTasksStartInsideTheCallback() async throws {
    let gate = WorkGate()  // held: each card's task stays at its await
    let trace = Trace()
    let scene = WorkbookTesting.Scene("the bottom row between two probes", trace: trace)
    let readings = Locked<[Reading]>([])
    let row = ProbedAwaitingRow(
      schemes: Chapter9ScrollRevealTests.schemes, seen: SeenSchemes(gate: gate)
    ) { probe in
      let callbacks = trace.labels.filter { $0 == "onScrollVisibilityChange action" }.count
      readings.withLock {
        $0.append(Reading(probe: probe, callbacks: callbacks, queued: scene.jobsOnTheMainActor))
      }
    }
    let renderer = Renderer(row, trace: trace)
    _ = try await renderer.render(in: scene)
    let visible = Chapter9ScrollRevealTests.schemes.prefix(5).map { "seen \($0.id)" }
    try await scene.until("every visible card's task at its await") {
      visible.allSatisfy { gate.arrivals(of: $0) == 1 }
    }
    let (before, after) = try #require(
      readings.current.count == 2 ? (readings.current[0], readings.current[1]) : nil,
      "the probes ran \(readings.current.count) times")
    // The five cards' callbacks ran between the probes, in the same main-actor job.
    #expect(before.probe == "before" && after.probe == "after")
    #expect(after.callbacks - before.callbacks == 6)
    // Break it: start the card's task with a plain `Task` in AwaitingHistoryItemView, and
    // each callback queues the task's start on the main actor: five jobs between the probes.
    #expect(
      after.queued - before.queued == 0,
      "the cards' callbacks queued \(after.queued - before.queued) jobs on the main actor")
  }
}

/// What a probe read when its callback ran.
private struct Reading: Sendable {
  let probe: String
  /// How many visibility callbacks had run, its own included.
  let callbacks: Int
  /// How many of the scene's jobs had been queued on the main actor.
  let queued: Int
}

/// The bottom row's cards, with a probe above them and one below, whose visibility callbacks
/// run just before and just after the cards' (the renderer runs them in the order of their
/// place in the tree).
private struct ProbedAwaitingRow: View {
  let schemes: [ColorScheme]
  let seen: SeenSchemes
  let probe: @MainActor (String) -> Void

  var body: some View {
    VStack(spacing: 1) {
      Text("before").onScrollVisibilityChange { _ in probe("before") }
      ScrollRow(offset: 0, spacing: 2) {
        for scheme in schemes {
          AwaitingHistoryItemView(scheme: scheme, seen: seen)
        }
      }
      Text("after").onScrollVisibilityChange { _ in probe("after") }
    }
  }
}
