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
///
/// The tests run one at a time: a manager isolated to a global actor shares that actor with
/// every test, and a call waiting in the queue of an actor busy with another test's call is
/// work no scene can see.
@Suite(
  "Exercise 7.1: the manager leaves the main actor",
  .started(exercise), .watched(exercise), .backstop, .tags(.isolation),
  .serialized)
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
    let scene = Scene("three fetches, one after another", trace: network.trace)
    let images = try (1...3).map { _ in try network.randomImage() }
    let manager = NetworkManager()
    for (url, size) in images {
      let fetch = scene.enter { Task { try await fetchImage(url: url, through: manager) } }
      guard let outcome = try await scene.whetherEnds("the fetch", fetch) else {
        exercise.fail(neverReturned("The fetch of \(url.lastPathComponent)", in: scene))
        return
      }
      let image = try outcome.get()
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
    let scene = Scene("a fetch", trace: network.trace)
    let (url, size) = try network.randomImage()
    let name = url.lastPathComponent
    let manager = NetworkManager()
    let server = network.server
    let fetch = scene.enter { Task { try await fetchImage(url: url, through: manager) } }
    guard
      try await scene.whether(
        "the request for \(name) at the gate", { server.arrivals(of: name) > 0 })
    else {
      exercise.fail(
        """
        A fetch of \(name) never sent its request: its work came to a stop, with nothing of it \
        left that could run (it did: \(network.trace.summary)). A fetch opens its \
        connection, then requests the image.
        """)
      return
    }
    // Whatever can happen before the response has happened.
    _ = try await scene.settledOrPolling()
    let beforeResponse = network.trace.labels
    exercise.expect(
      beforeResponse == ["open \(name)", "request \(name)"],
      """
      While the request for \(name) is out, the trace must show the open, then the request, \
      and no close yet; it shows: \(beforeResponse.joined(separator: ", ")).
      """)
    server.release(name)
    guard let outcome = try await scene.whetherEnds("the fetch", fetch) else {
      exercise.fail(
        neverReturned("Once its response was let through, the fetch of \(name)", in: scene))
      return
    }
    let image = try outcome.get()
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
    let scene = Scene("six fetches at once", trace: network.trace)
    let images = try (1...6).map { _ in try network.randomImage() }
    let names = images.map(\.url.lastPathComponent)
    let manager = NetworkManager()
    let server = network.server
    let fetches = scene.enter {
      images.map { url, _ in Task { try await fetchImage(url: url, through: manager) } }
    }
    let allSent = try await scene.whether("every fetch's request at the gate") {
      names.allSatisfy { server.arrivals(of: $0) > 0 }
    }
    for name in names.reversed() { server.release(name) }
    guard allSent else {
      let sent = names.filter { server.arrivals(of: $0) > 0 }.count
      exercise.fail(
        """
        \(images.count) fetches ran at once, their responses held: only \(sent) sent a request \
        (they did: \(network.trace.summary)). Each fetch opens its own connection and sends \
        its request, whatever the others wait for.
        """)
      return
    }
    for ((url, size), fetch) in zip(images, fetches) {
      guard
        let outcome = try await scene.whetherEnds("the fetch of \(url.lastPathComponent)", fetch)
      else {
        exercise.fail(
          neverReturned(
            "With every response let through, the fetch of \(url.lastPathComponent)", in: scene))
        return
      }
      let image = try outcome.get()
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

  /// "Keep fetchImage as it is": @concurrent, so that a fetch started on the main actor does
  /// its work on the pool. A fetch made plain `nonisolated` runs on its caller's actor, and
  /// the grader's other fetches, started from the pool, never show it. So the grader starts a
  /// fetch on the main actor, and holds the main actor while the response comes: the fetch
  /// must close its connection without it.
  // A wrong answer this refuses: `@concurrent` on fetchImage replaced by `nonisolated`.
  @Test("A fetch started on the main actor closes its connection while the main actor is busy")
  func fetchFromTheMainActor() async throws {
    let network = TestNetwork(gated: true)
    let scene = Scene("a fetch started on the main actor", trace: network.trace)
    let (url, size) = try network.randomImage()
    let name = url.lastPathComponent
    let manager = Unchecked(NetworkManager())
    let server = network.server
    let fetch = scene.enter {
      Task { @MainActor in try await fetchImage(url: url, through: manager.value) }
    }
    guard
      try await scene.whether("the fetch's request at the gate", { server.arrivals(of: name) > 0 })
    else {
      exercise.fail(
        """
        A fetch of \(name) started on the main actor never sent its request (it recorded: \
        \(network.trace.summary)).
        """)
      return
    }
    let trace = network.trace
    let closed = try await scene.holdingMainActor(
      "the fetch's close, with the main actor busy", { server.release(name) },
      until: { trace.events.contains { $0.kind == .begin && $0.label == "close \(name)" } })
    exercise.expect(
      closed != nil,
      """
      A fetch of \(name) started on the main actor, its response let through while the main \
      actor was busy, stopped before its close: what follows the response waited for the \
      main actor (it recorded: \(network.trace.summary)). fetchImage must stay @concurrent, as \
      it was, so that wherever it is called from, its work runs on the pool.
      """)
    guard let result = try await scene.whetherEnds("the fetch of \(name)", fetch) else {
      exercise.fail(neverReturned("The fetch of \(name) started on the main actor", in: scene))
      return
    }
    let image = try result.get()
    exercise.expect(
      image.description == size,
      "The fetch of \(name) returned a \(image) image, not its own \(size).")
  }

  /// Spans say where a call began, not where the table changed: a table left on the main
  /// actor and reached from the manager's actor still needs the main actor, and waits for it
  /// whenever it is busy. So the grader makes the calls from the pool, as a scene of their
  /// own, and counts their jobs queued on the main actor: there must be none.
  @Test("The manager's calls finish while the main actor is busy")
  func callsNeedNoMainActor() async throws {
    let manager = Unchecked(NetworkManager())
    let url = graderURL("photo")
    let scene = Scene("an open, a close and an open again, from the pool")
    let what = "An open, a close and an open again of one URL, called from the pool,"
    guard
      let reopened = try await exercise.value(
        of: "the calls", in: scene, neverReturned: neverReturned(what, in: scene),
        {
          let first = await manager.value.openConnection(for: url)
          await manager.value.closeConnection(first, for: url)
          let second = await manager.value.openConnection(for: url)
          return first != second
        })
    else { return }
    let onTheMainActor = scene.jobsOnTheMainActor
    exercise.expect(
      onTheMainActor == 0,
      """
      \(what) needed the main actor: \(onTheMainActor) of their steps had to run there, to \
      reach the table or to run at all. While the main actor is busy, such a call waits for \
      it. The manager and its table must not need the main actor.
      """)
    exercise.expect(
      reopened, "After its close, opening the URL again gave the closed connection back.")
  }

  /// "When it returns, it is done": a close handed to a task of its own returns before the
  /// table has changed. Called from the pool, each call's span must be recorded in the
  /// caller's task before it returns.
  @Test("An open and a close are done by the time they return, called from the pool")
  func doneWhenTheyReturn() async throws {
    let manager = Unchecked(NetworkManager())
    let url = graderURL("photo")
    let name = url.lastPathComponent
    guard
      let call = try await DoneOnReturn.call(
        "an open and a close from the pool",
        {
          let connection = await manager.value.openConnection(for: url)
          await manager.value.closeConnection(connection, for: url)
        })
    else {
      exercise.fail(
        """
        An open and a close of \(url), called from a task on the pool, never returned: their \
        work came to a stop, with nothing of it left that could run.
        """)
      return
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

  /// "When it returns, it is done", for a fetch too: a close sent off to a task of its own
  /// leaves the connection open after fetchImage has returned, and the next fetch of that URL
  /// can be handed the connection about to close. Called from the pool, the fetch's close
  /// must be recorded before it returns, when the image came and when the connection dropped.
  // A wrong answer this refuses: close from a `defer { Task { await manager.closeConnection(…) } }`.
  @Test("A fetch has closed its connection by the time it returns, image or error")
  func fetchClosedWhenItReturns() async throws {
    let network = TestNetwork(gated: false)
    let image = try network.randomImage().url
    let dropped = try network.randomImage().url
    network.server.fail(dropped.lastPathComponent, with: .droppedConnection)
    let manager = Unchecked(NetworkManager())
    for url in [image, dropped] {
      let name = url.lastPathComponent
      let what =
        url == image ? "A fetch of \(name)" : "A fetch of \(name), whose connection dropped,"
      guard
        let call = try await DoneOnReturn.call(
          "a fetch from the pool", { _ = try? await fetchImage(url: url, through: manager.value) })
      else {
        exercise.fail(
          """
          \(what) called from a task on the pool, never returned: its work came to a stop, \
          with nothing of it left that could run.
          """)
        return
      }
      let (before, after) = (call.doneBeforeReturn("close"), call.doneAfterReturn("close"))
      exercise.expect(
        before.count == 1 && after.isEmpty,
        """
        \(what) called from a task on the pool, closed its connection \(before.count) time(s) \
        before fetchImage returned, and \(after.count) time(s) after: when fetchImage returns, \
        its connection must be closed, not left to a task nobody waits for, or the next fetch \
        of that URL can be handed the connection about to close.
        """)
    }
  }

  /// The move off the main actor keeps what the calls do: one open connection per URL in
  /// the table, handed out again until it is closed. The URLs differ in one part each (host,
  /// folder, file name), and each must keep an entry of its own.
  @Test("The table still keeps one open connection per URL, until it is closed")
  func tableStillWorks() async throws {
    let manager = Unchecked(NetworkManager())
    let urls = graderURLs("photo")
    let scene = Scene("opens and closes of four URLs, one after another")
    let what = "Opens and closes of \(urls.count) URLs, one after another,"
    guard
      let calls = try await exercise.value(
        of: "the calls", in: scene, neverReturned: neverReturned(what, in: scene),
        {
          var first: [Connection] = []
          for url in urls { first.append(await manager.value.openConnection(for: url)) }
          var again: [Connection] = []
          for url in urls { again.append(await manager.value.openConnection(for: url)) }
          await manager.value.closeConnection(first[0], for: urls[0])
          let afterClose = await manager.value.openConnection(for: urls[0])
          var othersAfterClose: [Connection] = []
          for url in urls.dropFirst() {
            othersAfterClose.append(await manager.value.openConnection(for: url))
          }
          return (first, again, afterClose, othersAfterClose)
        })
    else { return }
    let (first, again, afterClose, othersAfterClose) = calls
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
    let outcome = try await HeldSpan.run(
      holding: "open \(held.lastPathComponent)",
      in: { _ = await manager.value.openConnection(for: held) },
      whileRunning: {
        let connection = await manager.value.openConnection(for: other)
        await manager.value.closeConnection(connection, for: other)
      })
    guard let heldBegin = outcome.held else {
      exercise.fail(
        outcome.firstReturned
          ? """
          An open of \(held) recorded no "open \(held.lastPathComponent)" span. Keep the span \
          lines.
          """
          : """
          An open of \(held) never reached its "open \(held.lastPathComponent)" span, and \
          never returned: its work came to a stop, with nothing of it left that could run.
          """)
      return
    }
    guard outcome.kept else {
      exercise.fail(
        """
        An open of \(held) ran on the main actor's thread, where the grader cannot hold it \
        without holding itself (see the test above): the manager's calls must run on an \
        actor of their own, one at a time.
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
    exercise.expect(
      outcome.firstReturned && outcome.secondReturned,
      """
      Once the held open of \(held) was let go, \
      \(outcome.firstReturned ? "the open and close of \(other)" : "the held open") never \
      returned: its work came to a stop, with nothing of it left that could run.
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
/// manager from tasks of its scenes, and a manager that is not `Sendable` must fail its
/// tests, not stop the grader from building.
nonisolated struct Unchecked<Value>: @unchecked Sendable {  // SAFETY: see below
  // SAFETY: the grader's calls of one manager take turns, but for the one it holds, which is
  // stopped at the start of its span, before it reaches the table.
  let value: Value

  init(_ value: Value) { self.value = value }
}
