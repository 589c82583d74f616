import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise7_1

private nonisolated let exercise = ExerciseFile.exercise(
  "7.1", "07-actors/7.1-manager-off-main/NetworkManager.swift")

/// Grades exercise 7.1: the network manager's calls run on an actor of their own, never on
/// the main actor, in the order a fetch needs them.
///
/// The domain of each call is the one the kit's `span` recorded where the call ran, asked of
/// the actor runtime; the student's file may not record or relabel events itself.
@Suite(
  "Exercise 7.1: the manager leaves the main actor",
  .started(exercise), .watched(exercise), .timeLimit(.minutes(1)), .tags(.isolation))
struct Exercise7_1Tests {
  /// The manager's calls in a trace: the begin event of each `open` and `close` span.
  static func calls(in trace: Trace) -> [TraceEvent] {
    trace.events.filter {
      $0.kind == .begin && ($0.label.hasPrefix("open ") || $0.label.hasPrefix("close "))
    }
  }

  @Test("Every manager call runs on an actor of its own, none on the main actor")
  func callsRunOnAnActor() async throws {
    let network = TestNetwork(gated: false)
    let images = try (1...3).map { _ in try network.randomImage() }
    let manager = NetworkManager()
    for (url, size) in images {
      let image = try await network.traced {
        Task { try await fetchImage(url: url, through: manager) }
      }
      .value
      exercise.expect(
        image.description == size,
        "The fetch of \(url.lastPathComponent) returned a \(image) image, not its own \(size).")
    }
    let calls = Self.calls(in: network.trace)
    exercise.expect(
      calls.count == 2 * images.count,
      """
      Three fetches must make six manager calls, an open and a close each, recorded by the \
      span(…) lines; the trace has \(calls.count): \(network.trace.summary). Keep the span lines.
      """)
    for call in calls {
      guard case .actor(let name) = call.domain else {
        exercise.fail(
          """
          "\(call.label)" ran on the \(call.domain.name), not on an actor of its own. \
          \(call.domain == .mainActor ? Self.mainActorAdvice : Self.poolAdvice)
          """)
        continue
      }
      // A domain is named by its type's name alone: an actor nested elsewhere may bear the
      // manager's name. The name is the manager's only if the manager itself is an actor.
      exercise.expect(
        name != String(describing: NetworkManager.self) || NetworkManager.self is any Actor.Type,
        """
        "\(call.label)" ran on an actor named \(name), but NetworkManager, the type the \
        grader uses, is not an actor: the call ran on another type of that name. The \
        manager itself must protect its table.
        """)
    }
  }

  static let mainActorAdvice = """
    In this module a class belongs to the main actor unless it says otherwise, and so every \
    call from the pool hops there, to wait its turn with the UI.
    """
  static let poolAdvice = """
    Nonisolated code runs wherever it is called from, so the table has no protector at all: \
    two calls can change it at once.
    """

  @Test("A fetch opens its connection before its request and closes it after the response")
  func orderOfAFetch() async throws {
    let network = TestNetwork(gated: true)
    let (url, size) = try network.randomImage()
    let name = url.lastPathComponent
    let manager = NetworkManager()
    let fetch = network.traced { Task { try await fetchImage(url: url, through: manager) } }
    await network.server.waitForRequest(name)
    let beforeResponse = network.trace.labels
    exercise.expect(
      beforeResponse == ["open \(name)", "request \(name)"],
      """
      While the request for \(name) is out, the trace must show the open, then the request, \
      and no close yet; it shows: \(beforeResponse.joined(separator: ", ")).
      """)
    network.server.release(name)
    let image = try await fetch.value
    exercise.expect(
      image.description == size,
      "The fetch of \(name) returned a \(image) image, not its own \(size).")
    let steps = network.trace.labels.filter { !$0.hasPrefix("decode") }
    exercise.expect(
      steps == [
        "open \(name)", "request \(name)", "response \(name)", "close \(name)",
      ],
      """
      A fetch must open, request, get the response, then close; it did: \(network.trace.summary).
      """)
  }

  @Test("Many fetches at once each get their own image")
  func manyFetchesAtOnce() async throws {
    let network = TestNetwork(gated: true)
    let images = try (1...6).map { _ in try network.randomImage() }
    let manager = NetworkManager()
    let fetches = network.traced {
      images.map { url, _ in Task { try await fetchImage(url: url, through: manager) } }
    }
    for (url, _) in images { await network.server.waitForRequest(url.lastPathComponent) }
    for (url, _) in images.reversed() { network.server.release(url.lastPathComponent) }
    for ((url, size), fetch) in zip(images, fetches) {
      let image = try await fetch.value
      exercise.expect(
        image.description == size,
        "The fetch of \(url.lastPathComponent) returned a \(image) image, not its own \(size).")
    }
    exercise.expect(
      Self.calls(in: network.trace).count == 2 * images.count,
      """
      \(images.count) fetches at once made \(Self.calls(in: network.trace).count) manager calls, \
      not \(2 * images.count): each fetch opens its connection once and closes it once.
      """)
  }

  /// Spans say where a call began, not where the table changed: a table left on the main
  /// actor and reached from the manager's actor still needs the main actor. So the grader
  /// holds the main actor while the calls run from the pool; they must finish all the same.
  @Test("The manager's calls finish while the main actor is busy")
  func callsNeedNoMainActor() async throws {
    let manager = NetworkManager()
    let url = graderURL("photo")
    let finished = DispatchSemaphore(value: 0)
    let calls = Task.detached {
      let first = await manager.openConnection(for: url)
      await manager.closeConnection(first, for: url)
      let second = await manager.openConnection(for: url)
      finished.signal()
      return first != second
    }
    let finishedWhileHeld = Self.hold(until: finished, atMost: 5)
    let reopened = await calls.value
    exercise.expect(
      finishedWhileHeld,
      """
      While the main actor was busy, an open, a close and an open again of one URL, called \
      from the pool, did not finish: the calls still wait for the main actor, to reach the \
      table or to run at all. The manager and its table must not need the main actor.
      """)
    exercise.expect(
      reopened, "After its close, opening the URL again gave the closed connection back.")
  }

  /// Holds the calling thread, the main actor's, until `finished` is signalled, or at most
  /// `seconds`: the limit ends a wait that must not happen; it orders nothing.
  static func hold(until finished: DispatchSemaphore, atMost seconds: Int) -> Bool {
    finished.wait(timeout: .now() + .seconds(seconds)) == .success
  }

  /// "When it returns, it is done": a close handed to a task of its own returns before the
  /// table has changed. Called from the pool, each call's span must be recorded in the
  /// caller's task before it returns.
  @Test("An open and a close are done by the time they return, called from the pool")
  func doneWhenTheyReturn() async throws {
    let manager = NetworkManager()
    let url = graderURL("photo")
    let name = url.lastPathComponent
    let call = try await DoneOnReturn.call {
      let connection = await manager.openConnection(for: url)
      await manager.closeConnection(connection, for: url)
    }
    for step in ["open \(name)", "close \(name)"] {
      exercise.expect(
        call.doneBeforeReturn(step).count == 1 && call.doneAfterReturn(step).isEmpty,
        """
        Called from a task on the pool, "\(step)" was recorded \
        \(call.doneBeforeReturn(step).count) time(s) before the call returned, and \
        \(call.doneAfterReturn(step).count) time(s) after: \
        a call's work must be over when it returns, not handed to a task nobody waits for.
        """)
    }
  }

  /// The move off the main actor keeps what the calls do: one open connection per URL in
  /// the table, handed out again until it is closed. The URLs differ in one part each (host,
  /// folder, file name), and each must keep an entry of its own.
  @Test("The table still keeps one open connection per URL, until it is closed")
  func tableStillWorks() async throws {
    let manager = NetworkManager()
    let urls = graderURLs("photo")
    var first: [Connection] = []
    for url in urls { first.append(await manager.openConnection(for: url)) }
    var again: [Connection] = []
    for url in urls { again.append(await manager.openConnection(for: url)) }
    await manager.closeConnection(first[0], for: urls[0])
    let afterClose = await manager.openConnection(for: urls[0])
    var othersAfterClose: [Connection] = []
    for url in urls.dropFirst() { othersAfterClose.append(await manager.openConnection(for: url)) }
    let opened = zip(urls, first).map { url, connection in
      "\(url) got \(connection.number)"
        + (connection.url == url ? "" : " (a connection to \(connection.url))")
    }
    exercise.expect(
      Set(first).count == urls.count && zip(urls, first).allSatisfy { $0 == $1.url },
      """
      Opening \(urls.count) different URLs, each like another in all but one part, gave: \
      \(opened.joined(separator: "; ")). Each URL needs an entry of its own in the table, \
      and a connection to itself.
      """)
    exercise.expect(
      again == first && afterClose != first[0] && afterClose.url == urls[0]
        && othersAfterClose == Array(first.dropFirst()),
      """
      Opening \(urls.count) URLs gave connections \(first.map(\.number)), opening them again \
      \(again.map(\.number)); after closing \(urls[0]), it got \(afterClose.number) and the \
      others \(othersAfterClose.map(\.number)). Keep what the calls do: hand out the open \
      connection of a URL from the table, and make a new one only when there is none or it \
      was closed.
      """)
  }

  /// Two calls must never change the table together, so the manager's calls run one at a
  /// time. The grader holds an open inside its span, where it runs, and meanwhile makes
  /// an open and a close of another URL on the same manager, from a thread of its own: they
  /// must wait for the held call, however the manager is built.
  @Test("The manager's calls run one at a time: a second call waits for the one in progress")
  func callsRunOneAtATime() async throws {
    let manager = Unchecked(NetworkManager())
    let urls = graderURLs("photo")
    let (held, other) = (urls[0], urls[1])
    let outcome = await HeldSpan.run(
      holding: "open \(held.lastPathComponent)",
      in: { _ = await manager.value.openConnection(for: held) },
      whileRunning: {
        let connection = await manager.value.openConnection(for: other)
        await manager.value.closeConnection(connection, for: other)
      })
    guard let heldBegin = outcome.held else {
      exercise.fail(
        """
        An open of \(held) recorded no "open \(held.lastPathComponent)" span. Keep the span \
        lines.
        """)
      return
    }
    let overlapping = outcome.whileHeld.map { "\($0.label) on the \($0.domain.name)" }
    exercise.expect(
      outcome.whileHeld.isEmpty,
      """
      While an open of \(held) was held inside its span, on the \(heldBegin.domain.name), an \
      open and a close of \(other) on the same manager ran: \
      \(overlapping.joined(separator: ", ")). Two calls were in progress at once, so nothing \
      keeps two calls from changing the table together: the manager's calls must run one at \
      a time, each waiting for the one in progress.
      """)
    let secondLabels = outcome.second.labels
    exercise.expect(
      secondLabels == ["open \(other.lastPathComponent)", "close \(other.lastPathComponent)"],
      """
      Once the held open of \(held) was let go, an open and a close of \(other) recorded: \
      \(secondLabels.joined(separator: ", ")). Keep the span lines.
      """)
  }

  @Test("The solution uses no escape hatch and records no trace event itself")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [Self.ownTraceEvents],
      hint: "The manager's calls must run off the main actor, one at a time; a hatch does neither.")
  }

  /// The grader believes only events recorded where the work happened: a solution must not
  /// record events of its own, or name the domain an event is recorded in.
  static let ownTraceEvents = EscapeHatch(
    #"\bTrace\b|\bdomain\s*:|\bisolation\s*:"#, name: "recording trace events by hand",
    why: "would let the code say where it ran instead of running there; keep the span lines")
}

/// A value the grader hands to tasks of its own whatever its type: the grader calls the
/// manager from two tasks, and a manager that is not `Sendable` must fail its tests, not
/// stop the grader from building.
nonisolated struct Unchecked<Value>: @unchecked Sendable {  // SAFETY: see below
  // SAFETY: the grader's calls of one manager take turns, but for the one it holds, which is
  // stopped at the start of its span, before it reaches the table.
  let value: Value

  init(_ value: Value) { self.value = value }
}
