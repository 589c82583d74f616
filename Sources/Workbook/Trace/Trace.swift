import Foundation

/// An append-only log of what ran, where and when: the tests assert on it and the demos
/// draw it as a timeline.
///
/// Code records into `Trace.current`, a task-local value, so each test and each demo has
/// its own trace and parallel tests never see each other's events. Tasks created with
/// `Task { }` inherit it; detached tasks do not. The log is behind `Locked` (an `NSLock`),
/// so any thread may record.
public final class Trace: Sendable {
  /// The trace that `trace(_:)` and the kit's probes record into, if any.
  @TaskLocal public static var current: Trace?
  /// A name for the running task, shown on each event it records.
  @TaskLocal public static var taskLabel: String?
  /// What the running task works on (a photo's name), named in the label of each piece of
  /// the kit's work it records, after the first word: `sticker daisy.jpg 1280×960`. Work done
  /// side by side for several photos then says which photo each piece is for.
  @TaskLocal public static var subject: String?

  /// A number no other trace of the process has, now or later: what names a test's scene
  /// (an object's address may be given to the next trace once this one is gone).
  public let id: Int
  private static let lastID = Locked(0)

  private let clock = ContinuousClock()
  private let start: ContinuousClock.Instant
  private let state = Locked(State())

  private struct State {
    var events: [TraceEvent] = []
    var threadNumbers: [UInt64: Int] = [:]
    /// Each task's number in this trace, by the runtime's number for it (`TaskIdentity`).
    var taskNumbers: [UInt64: Int] = [:]
    var waiters: [UInt64: Waiter] = [:]
    var nextWaiter: UInt64 = 0
    /// Tests of the wait itself, each waiting until this many waiters are waiting.
    var waiterWatchers: [UInt64: (count: Int, continuation: CheckedContinuation<Void, Never>)] =
      [:]

    /// Removes and returns the watchers that have as many waiters as they wait for.
    mutating func readyWatchers() -> [CheckedContinuation<Void, Never>] {
      let ready = waiterWatchers.filter { $0.value.count <= waiters.count }
      for key in ready.keys { waiterWatchers[key] = nil }
      return ready.values.map(\.continuation)
    }
  }

  /// A test waiting for an event: what it waits for, and how to resume it.
  private struct Waiter {
    let matches: @Sendable (TraceEvent) -> Bool
    let continuation: CheckedContinuation<TraceEvent?, Never>
    /// Its place on the `WaitBoard`.
    let board: Int

    func resume(returning event: TraceEvent?) {
      WaitBoard.leave(board)
      continuation.resume(returning: event)
    }
  }

  public init() {
    start = clock.now
    id = Trace.lastID.withLock { last in
      last += 1
      return last
    }
  }

  /// Records an event of app code in the caller's isolation domain.
  public func record(
    _ label: String, _ kind: TraceEvent.Kind = .instant,
    isolation: isolated (any Actor)? = #isolation
  ) {
    append(label, kind, domain: IsolationDomain.current(isolation: isolation), source: .app)
  }

  /// Records an event in a domain the caller names: for layers built on the kit (WorkbookUI's
  /// render queue) whose work runs outside Swift concurrency's domains. The event is an app
  /// event, never evidence of kit work; the escape-hatch scan keeps exercise code from
  /// calling it at all.
  public func record(_ label: String, _ kind: TraceEvent.Kind = .instant, domain: IsolationDomain) {
    append(label, kind, domain: domain, source: .app)
  }

  /// Records a kit event in the caller's isolation domain: the kit's own probes (a view's
  /// display, a decoder's span).
  ///
  /// The kit's recording API is one scheme, `recordKitEvent` and `recordKitSpan`, as a method
  /// here and as a free function over `Trace.current`, and all of it is internal: a kit event
  /// is evidence of where the kit's work ran, which graders believe, so app and exercise code
  /// must never be able to record, silence or relabel one.
  func recordKitEvent(
    _ label: String, _ kind: TraceEvent.Kind = .instant,
    isolation: isolated (any Actor)? = #isolation
  ) {
    append(
      Self.naming(Trace.subject, in: label), kind,
      domain: IsolationDomain.current(isolation: isolation), source: .kit)
  }

  /// `label` with `subject` after its first word, unless it names it already: `sticker
  /// 1280×960` about `daisy.jpg` is `sticker daisy.jpg 1280×960`.
  static func naming(_ subject: String?, in label: String) -> String {
    guard let subject, !label.contains(subject) else { return label }
    guard let space = label.firstIndex(of: " ") else { return label + " " + subject }
    return label[..<space] + " " + subject + label[space...]
  }

  /// Records a kit event in a domain the kit names: for the simulated network, whose work
  /// happens outside the app's actors and pool. Internal: app code cannot relabel a domain.
  func recordKitEvent(
    _ label: String, _ kind: TraceEvent.Kind = .instant, domain: IsolationDomain
  ) {
    append(label, kind, domain: domain, source: .kit)
  }

  private func append(
    _ label: String, _ kind: TraceEvent.Kind, domain: IsolationDomain, source: TraceEvent.Source
  ) {
    let task = Trace.taskLabel
    let thread = ThreadIdentity.current
    // The simulated network's events are the system's work for the app, not an app task's.
    let runningTask = domain == .network ? nil : TaskIdentity.current
    let time = clock.now - start
    let resumed = state.withLock { state -> [(Waiter, TraceEvent)] in
      let number = state.threadNumbers[thread] ?? (state.threadNumbers.count + 1)
      state.threadNumbers[thread] = number
      let taskNumber = runningTask.map { task in
        let number = state.taskNumbers[task] ?? (state.taskNumbers.count + 1)
        state.taskNumbers[task] = number
        return number
      }
      let event = TraceEvent(
        sequence: state.events.count, label: label, kind: kind, domain: domain, task: task,
        thread: number, time: time, source: source, taskNumber: taskNumber)
      state.events.append(event)
      let done = state.waiters.filter { $0.value.matches(event) }
      for key in done.keys { state.waiters[key] = nil }
      return done.values.map { ($0, event) }
    }
    for (waiter, event) in resumed { waiter.resume(returning: event) }
    WaitBoard.touched(id)
  }

  /// Waits until an event that `matches` has been recorded (or returns the first already
  /// recorded), so that a test waits on what it can observe rather than on a whole task.
  /// Returns nil if the waiting task is cancelled first.
  public func firstEvent(
    where matches: @escaping @Sendable (TraceEvent) -> Bool
  ) async -> TraceEvent? {
    let key = state.withLock { state in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    return await withTaskCancellationHandler {
      await withCheckedContinuation { continuation in
        let (found, watchers) = state.withLock {
          state -> (TraceEvent??, [CheckedContinuation<Void, Never>]) in
          if let event = state.events.first(where: matches) { return (.some(event), []) }
          if Task.isCancelled { return (.some(nil), []) }
          let board = WaitBoard.park(at: "an event of the trace")
          state.waiters[key] = Waiter(matches: matches, continuation: continuation, board: board)
          return (.none, state.readyWatchers())
        }
        for watcher in watchers { watcher.resume() }
        if let found { continuation.resume(returning: found) }
      }
    } onCancel: {
      let waiter = state.withLock { state in state.waiters.removeValue(forKey: key) }
      waiter?.resume(returning: nil)
    }
  }

  /// How many tasks are waiting in `firstEvent(where:)` now.
  public var waiterCount: Int { state.withLock { $0.waiters.count } }

  /// Returns once at least `count` tasks are waiting in `firstEvent(where:)`: each of them
  /// has found no matching event and is suspended there, so that only an event it matches,
  /// or its cancellation, resumes it. A test of the wait itself needs this moment: an event
  /// recorded or a cancel sent before it never reaches the waiting path. Returns at once, too,
  /// when the waiting task is cancelled.
  public func waitForWaiters(count: Int) async {
    let key = state.withLock { state in
      state.nextWaiter += 1
      return state.nextWaiter
    }
    await withTaskCancellationHandler {
      await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
        let ready = state.withLock { state in
          if state.waiters.count >= count || Task.isCancelled { return true }
          state.waiterWatchers[key] = (count, continuation)
          return false
        }
        if ready { continuation.resume() }
      }
    } onCancel: {
      let watcher = state.withLock { state in state.waiterWatchers.removeValue(forKey: key) }
      watcher?.continuation.resume()
    }
  }

  /// Records a `begin` event of app code, runs `body`, then records the matching `end`.
  public func span<Result, Failure: Error>(
    _ label: String, isolation: isolated (any Actor)? = #isolation,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    record(label, .begin, isolation: isolation)
    defer { record(label, .end, isolation: isolation) }
    return try body()
  }

  /// Runs `body` as a kit span: a `begin` and an `end` kit event around it, in the caller's
  /// isolation domain. Internal, as every kit event is (see `recordKitEvent`).
  func recordKitSpan<Result, Failure: Error>(
    _ label: String, isolation: isolated (any Actor)? = #isolation,
    _ body: () throws(Failure) -> Result
  ) throws(Failure) -> Result {
    recordKitEvent(label, .begin, isolation: isolation)
    defer { recordKitEvent(label, .end, isolation: isolation) }
    return try body()
  }

  /// Everything recorded so far, in order.
  public var events: [TraceEvent] { state.current.events }

  /// The labels of the events recorded so far, in order, leaving out `end` events:
  /// the simplest thing for an ordering test to compare. An event app code recorded under
  /// a kit label is marked (`TraceEvent.checkedLabel`), so it never passes for the kit's.
  public var labels: [String] { events.filter { $0.kind != .end }.map(\.checkedLabel) }

  /// The events the kit recorded, where the work happened: what a test may believe about
  /// displays, decodes and requests.
  public var kitEvents: [TraceEvent] { events.filter { $0.source == .kit } }

  /// How long ago the trace began.
  public var elapsed: Duration { clock.now - start }
}

/// Records an instant event into `Trace.current`, in the caller's isolation domain:
/// a probe that says "this line ran here".
public func trace(_ label: String, isolation: isolated (any Actor)? = #isolation) {
  Trace.current?.record(label, isolation: isolation)
}

/// Runs `body` as a span of work recorded into `Trace.current` (a `begin` event before, an
/// `end` event after), in the caller's isolation domain. Without a current trace, it just
/// runs `body`.
public func span<Result, Failure: Error>(
  _ label: String, isolation: isolated (any Actor)? = #isolation,
  _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
  guard let trace = Trace.current else { return try body() }
  return try trace.span(label, isolation: isolation, body)
}

/// Records a kit event into `Trace.current`, in the caller's isolation domain: the kit's
/// probes call this, not the method, so that they record only when a trace is current.
/// Internal, as every kit event is (see `Trace.recordKitEvent`).
func recordKitEvent(_ label: String, isolation: isolated (any Actor)? = #isolation) {
  Trace.current?.recordKitEvent(label, isolation: isolation)
}

/// Runs `body` as a kit span recorded into `Trace.current`; without a current trace, it just
/// runs `body`. Internal, as every kit event is (see `Trace.recordKitEvent`).
func recordKitSpan<Result, Failure: Error>(
  _ label: String, isolation: isolated (any Actor)? = #isolation,
  _ body: () throws(Failure) -> Result
) throws(Failure) -> Result {
  guard let trace = Trace.current else { return try body() }
  return try trace.recordKitSpan(label, isolation: isolation, body)
}

/// Identifies the running thread, to tell pool threads apart on a timeline.
enum ThreadIdentity {
  static var current: UInt64 {
    #if canImport(Darwin)
      var id: UInt64 = 0
      pthread_threadid_np(nil, &id)
      return id
    #else
      return UInt64(pthread_self())
    #endif
  }
}
