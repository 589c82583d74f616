import Foundation
import Workbook
import WorkbookTesting

/// Two calls on one object, the second made while the first is held inside its span: the way
/// to see whether anything keeps them one at a time, which calls that take turns by chance
/// never show.
///
/// A span's body is synchronous: the only way to keep a call in progress, where it runs, is
/// to keep its thread. The first call runs as a scene of its own, whose trace has one watcher
/// (a `firstEvent` matcher, which the trace asks about each event on the thread that records
/// it): at the call's `begin` it keeps that thread until the grader lets it go. Nothing
/// reads that trace while it is kept. A `begin` on the main queue is not kept (the main
/// actor, or an actor running on its executor): that would keep the grader's own work too.
///
/// The second call runs as another scene. The grader lets the first call go as soon as the
/// second records anything (the two were in progress at once), or once the second's scene
/// has settled without recording: the second call then waits, parked behind whatever runs
/// the first. No clock decides either.
nonisolated enum HeldSpan {
  /// What the two calls recorded.
  struct Outcome: Sendable {
    /// The first call's `begin`, or nil when the call recorded none.
    let held: TraceEvent?
    /// Whether the first call was kept in its span while the second ran: false when its
    /// `begin` was on the main queue, and then the second call was not made.
    let kept: Bool
    /// What the second call recorded while the first was held, without `end` events.
    let whileHeld: [TraceEvent]
    /// What the second call recorded in all.
    let second: Trace
    /// Whether each call returned once the first was let go.
    let firstReturned: Bool
    let secondReturned: Bool
  }

  /// Runs `first` until it records the `begin` labelled `label`, holds it there, runs
  /// `second`, and lets `first` go once `second` has recorded something or can go no
  /// further; then waits for both to return.
  /// - Throws: `SceneStuck` when a scene never settles (the second call keeps a thread of
  ///   its own, or loops).
  @concurrent
  static func run(
    holding label: String, in first: @escaping @Sendable () async -> Void,
    whileRunning second: @escaping @Sendable () async -> Void
  ) async throws -> Outcome {
    let firstScene = Scene("the held call")
    let secondScene = Scene("a call made while another is held")
    let hold = Hold(scene: firstScene.trace.id)
    defer { hold.letGo() }
    let firstTrace = firstScene.trace
    let watch = firstScene.start("the grader's watch for “\(label)”") {
      await firstTrace.firstEvent { event in
        guard event.kind == .begin, event.label == label else { return false }
        hold.reached(event, onMainQueue: IsolationDomain.current() == .mainActor)
        return true
      }
    }
    try await firstScene.until("the grader's watch on the trace") { firstTrace.waiterCount > 0 }
    let firstCall = firstScene.start("the held call") { await first() }
    let reached = try await firstScene.whether("“\(label)” to begin") { hold.event != nil }
    guard let held = hold.event, hold.isKept else {
      // No span, or one on the main queue: nothing is held, and there is no second call.
      if !reached { watch.cancel() }
      let returned = try await firstScene.whetherEnds("the first call", firstCall) != nil
      return Outcome(
        held: hold.event, kept: false, whileHeld: [], second: secondScene.trace,
        firstReturned: returned, secondReturned: false)
    }
    let secondTrace = secondScene.trace
    let secondCall = secondScene.start("the second call") { await second() }
    _ = try await secondScene.whether("the second call to record an event") {
      !secondTrace.events.isEmpty
    }
    let whileHeld = secondTrace.events.filter { $0.kind != .end }
    hold.letGo()
    let firstReturned = try await firstScene.whetherEnds("the first call", firstCall) != nil
    // The actor's turn that ran the first call may run what the second queued behind it, as
    // the first scene's work: once that scene has settled, the second's is its own again.
    _ = try await firstScene.settledOrPolling()
    let secondReturned = try await secondScene.whetherEnds("the second call", secondCall) != nil
    return Outcome(
      held: held, kept: true, whileHeld: whileHeld, second: secondTrace,
      firstReturned: firstReturned, secondReturned: secondReturned)
  }

  /// The first call's `begin`, once it is recorded, and the thread that recorded it, kept
  /// until `letGo`.
  private final class Hold: @unchecked Sendable {  // SAFETY: every var is behind `condition`
    private let condition = NSCondition()
    private var reachedEvent: TraceEvent?
    private var kept = false
    private var free = false
    /// The scene of the call it holds.
    private let scene: Int

    init(scene: Int) {
      self.scene = scene
    }

    /// The `begin` is recorded: keeps the recording thread until `letGo`, unless it is on
    /// the main queue. The kept thread is put on the `WaitBoard`, which also tells the
    /// scene's waits that something changed: the event is recorded, but the trace tells its
    /// watchers only once the thread goes on.
    func reached(_ event: TraceEvent, onMainQueue: Bool) {
      condition.lock()
      guard reachedEvent == nil else { return condition.unlock() }
      reachedEvent = event
      kept = !onMainQueue && !free
      condition.unlock()
      guard kept else { return }
      let board = WaitBoard.park(at: "the grader's hold on “\(event.label)”", in: scene)
      condition.lock()
      while !free { condition.wait() }
      condition.unlock()
      WaitBoard.leave(board)
    }

    /// The `begin`, once recorded.
    var event: TraceEvent? {
      condition.lock()
      defer { condition.unlock() }
      return reachedEvent
    }

    /// Whether the thread that recorded the `begin` was kept.
    var isKept: Bool {
      condition.lock()
      defer { condition.unlock() }
      return kept
    }

    /// Lets the kept thread go, and any that would be kept later.
    func letGo() {
      condition.lock()
      free = true
      condition.broadcast()
      condition.unlock()
    }
  }
}
