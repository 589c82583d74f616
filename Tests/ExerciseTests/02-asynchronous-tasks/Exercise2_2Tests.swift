import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise2_2

private nonisolated let exercise = ExerciseFile.exercise(
  "2.2", "02-asynchronous-tasks/2.2-free-while-waiting/ImageModel.swift")

/// Grades exercise 2.2: while a request is out, the main actor is free; when the data
/// arrives, the image is decoded and displayed there.
///
/// The request is held at the simulated server's gate and let through from off the main
/// actor, so that a fetch that blocks the main actor ends (late) instead of hanging the test.
/// Every wait on the student's work goes through the scene of the test's network
/// (`WatchedNetwork`).
@Suite(
  "Exercise 2.2: the app stays responsive while an image downloads", .started(exercise),
  .watched(exercise), .backstop,
  .tags(.isolation))
struct Exercise2_2Tests {
  @Test("While a request is out, the main actor answers, at every stage", .tags(.isolation))
  func mainActorIsFreeDuringTheRequest() async throws {
    let watched = WatchedNetwork("2.2's held request")
    let (network, scene) = (watched.network, watched.scene)
    let (url, size) = try network.randomImage()
    let name = url.lastPathComponent
    let model = ImageModel(view: AppView())
    // The call first, then other work, queued on the main actor, which runs its jobs in the
    // order they come: the other work runs once the call first suspends (or ends).
    let call = watched.enter { Task { try await model.fetchAndDisplayImage(url: url) } }
    watched.enter { _ = Task { network.trace.record("other main-actor work") } }
    // Queues a probe on the main actor while the request is held, then lets the response
    // through, from off the main actor: a free main actor runs the probe before the fetch
    // resumes; one blocked until the response arrives runs it only after the display.
    let releaser = Task.detached {
      try await network.releaseAfterProbingMainActor(name, in: scene)
    }
    guard try await releaser.value else {
      exercise.fail(
        """
        The grader called fetchAndDisplayImage(url:), and its work came to a stop without its \
        task asking the server for \(name): \(network.trace.summary). It must fetch the image \
        from the server, then decode and display it.
        """)
      network.server.release(name)  // whatever asks for it later goes through
      _ = try await watched.end([call], "fetchAndDisplayImage to return")
      return
    }
    try await watched.ended([call], "fetchAndDisplayImage to return")
    try await call.value
    let steps = network.trace.events.filter { $0.domain == .mainActor && $0.kind != .end }
    exercise.expect(
      steps.map(\.checkedLabel) == [
        "other main-actor work", "main actor answered while \(name) was held",
        "fetched \(name)", "decode \(size)", "display \(size)",
      ],
      """
      The grader started fetchAndDisplayImage on the main actor and waited for its first \
      suspension to do other work there; the main actor did: \
      \(steps.map(\.checkedLabel).map(brief).joined(separator: ", ")). The grader's work could only \
      run after the image was displayed: the fetch blocked the main actor while the request \
      was out. Being async does not give the main actor up; only a suspension does.
      """)
  }

  @Test("A tap goes: request, response, fetched, decode, display", .tags(.ordering))
  func stepsOfATap() async throws {
    let watched = WatchedNetwork("2.2's tap", gated: false)
    let network = watched.network
    let (url, size) = try network.randomImage()
    let name = url.lastPathComponent
    let tap = watched.enter { ImageModel(view: AppView()).onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    exercise.expect(
      network.trace.labels == [
        "request \(name)", "response \(name)", "fetched \(name)", "decode \(size)",
        "display \(size)",
      ],
      """
      A tap must send its request, and once the response has arrived, decode and display \
      the image; this one did: \(network.trace.summary). Keep the trace("fetched …") line \
      right after the fetch.
      """)
  }

  @Test("The decode and the display run on the main actor", .tags(.isolation))
  func stepsRunOnTheMainActor() async throws {
    let watched = WatchedNetwork("2.2's tap", gated: false)
    let network = watched.network
    let (url, _) = try network.randomImage()
    let tap = watched.enter { ImageModel(view: AppView()).onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    for event in network.trace.events where event.domain != .network {
      exercise.expect(
        event.domain == .mainActor,
        """
        "\(event.label)" ran on the \(event.domain.name). In this chapter everything the model \
        does runs on the main actor; only the network waits elsewhere.
        """)
    }
  }

  @Test(
    "A server's error status reaches the view, and nothing is displayed", .tags(.display),
    arguments: [304, 404, 429, 500, 503])
  func errorStatusIsShown(status: Int) async throws {
    let watched = WatchedNetwork("2.2's tap answered \(status)", gated: false)
    let network = watched.network
    let (url, _) = try network.randomImage()
    network.server.fail(url.lastPathComponent, with: .status(status))
    let view = AppView()
    let tap = watched.enter { ImageModel(view: view).onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    exercise.expect(
      view.displayedImages.isEmpty, "An image was displayed although the server said \(status).")
    exercise.expect(
      (view.displayedErrors.first as? HTTPStatusError)?.status == status,
      """
      The server answered \(status); the view showed \
      \(view.displayedErrors.isEmpty ? "no error" : brief(view.displayedErrors[0])). \
      The user must be told the status itself, as the kit's HTTPStatusError: the body of an \
      error answer is not an image.
      """)
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [Self.detachedTask],
      hint: "The main actor must stay free while the request is out; a hatch cannot free it.")
  }

  /// A detached task can carry a blocking read off the main actor, where it still blocks a
  /// thread for the whole request.
  static let detachedTask = EscapeHatch(
    EscapeHatch.names("detached"), name: "Task.detached",
    why: """
      moves a blocking wait to another thread, where it still holds that thread for the whole \
      request
      """)
}
