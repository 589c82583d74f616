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
    let server = TestNetwork(gated: false)
    let images = try (1...3).map { _ in try server.randomImage() }
    let manager = NetworkManager()
    for (url, size) in images {
      let image = try await server.traced {
        Task { try await fetchImage(url: url, through: manager) }
      }
      .value
      exercise.expect(
        image.description == size,
        "The fetch of \(url.lastPathComponent) returned a \(image) image, not its own \(size).")
    }
    let calls = Self.calls(in: server.trace)
    exercise.expect(
      calls.count == 2 * images.count,
      """
      Three fetches must make six manager calls, an open and a close each, recorded by the \
      span(…) lines; the trace has \(calls.count): \(server.trace.summary). Keep the span lines.
      """)
    for call in calls {
      guard case .actor = call.domain else {
        exercise.fail(
          """
          "\(call.label)" ran on the \(call.domain.name), not on an actor of its own. \
          \(call.domain == .mainActor ? Self.mainActorAdvice : Self.poolAdvice)
          """)
        continue
      }
    }
  }

  static let mainActorAdvice = """
    In this module a class belongs to the main actor unless it says otherwise, and so every \
    call from the pool hops there. What kind of type protects its own state, off the main \
    actor?
    """
  static let poolAdvice = """
    Nonisolated code runs wherever it is called from; the table then has no protector at all. \
    Give the manager an actor of its own.
    """

  @Test("A fetch opens its connection before its request and closes it after the response")
  func orderOfAFetch() async throws {
    let server = TestNetwork(gated: true)
    let (url, size) = try server.randomImage()
    let name = url.lastPathComponent
    let manager = NetworkManager()
    let fetch = server.traced { Task { try await fetchImage(url: url, through: manager) } }
    await server.server.waitForRequest(name)
    let beforeResponse = server.trace.labels
    exercise.expect(
      beforeResponse == ["open \(name)", "request \(name)"],
      """
      While the request for \(name) is out, the trace must show the open, then the request, \
      and no close yet; it shows: \(beforeResponse.joined(separator: ", ")).
      """)
    server.server.release(name)
    let image = try await fetch.value
    exercise.expect(
      image.description == size,
      "The fetch of \(name) returned a \(image) image, not its own \(size).")
    let steps = server.trace.labels.filter { !$0.hasPrefix("decode") }
    exercise.expect(
      steps == [
        "open \(name)", "request \(name)", "response \(name)", "close \(name)",
      ],
      """
      A fetch must open, request, get the response, then close; it did: \(server.trace.summary).
      """)
  }

  @Test("Many fetches at once each get their own image")
  func manyFetchesAtOnce() async throws {
    let server = TestNetwork(gated: true)
    let images = try (1...6).map { _ in try server.randomImage() }
    let manager = NetworkManager()
    let fetches = server.traced {
      images.map { url, _ in Task { try await fetchImage(url: url, through: manager) } }
    }
    for (url, _) in images { await server.server.waitForRequest(url.lastPathComponent) }
    for (url, _) in images.reversed() { server.server.release(url.lastPathComponent) }
    for ((url, size), fetch) in zip(images, fetches) {
      let image = try await fetch.value
      exercise.expect(
        image.description == size,
        "The fetch of \(url.lastPathComponent) returned a \(image) image, not its own \(size).")
    }
    exercise.expect(
      Self.calls(in: server.trace).count == 2 * images.count,
      """
      \(images.count) fetches at once made \(Self.calls(in: server.trace).count) manager calls, \
      not \(2 * images.count): each fetch opens its connection once and closes it once.
      """)
  }

  /// The move off the main actor keeps what the calls do: one open connection per URL in
  /// the table, handed out again until it is closed.
  @Test("The table still keeps one open connection per URL, until it is closed")
  func tableStillWorks() async throws {
    let manager = NetworkManager()
    let url = graderURL("photo")
    let other = graderURL("other")
    let first = await manager.openConnection(for: url)
    let again = await manager.openConnection(for: url)
    let elsewhere = await manager.openConnection(for: other)
    await manager.closeConnection(first, for: url)
    let afterClose = await manager.openConnection(for: url)
    let otherAgain = await manager.openConnection(for: other)
    exercise.expect(
      again == first && elsewhere != first && afterClose != first && otherAgain == elsewhere,
      """
      Opening one URL twice gave connections \(first.number) and \(again.number), another URL \
      \(elsewhere.number) then \(otherAgain.number), and the first URL after its close \
      \(afterClose.number). Keep what the calls do: hand out the open connection of a URL \
      from the table, and make a new one only when there is none or it was closed.
      """)
  }

  @Test("The solution uses no escape hatch and records no trace event itself")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [Self.ownTraceEvents],
      hint: "Make the manager an actor of its own; the span lines record where its calls ran.")
  }

  /// The grader believes only events recorded where the work happened: a solution must not
  /// record events of its own, or name the domain an event is recorded in.
  static let ownTraceEvents = EscapeHatch(
    #"\bTrace\b|\bdomain\s*:|\bisolation\s*:"#, name: "recording trace events by hand",
    why: "would let the code say where it ran instead of running there; keep the span lines")
}
