import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise2_1

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

private nonisolated let exercise = ExerciseFile.exercise(
  "2.1", "02-asynchronous-tasks/2.1-failed-request/ImageModel.swift")

/// Grades exercise 2.1: every failure of a tap's task reaches `view.displayError`, with its
/// own error, and nothing is displayed.
@Suite(
  "Exercise 2.1: a failed request is reported", .started(exercise), .watched(exercise),
  .backstop,
  .tags(.badInput, .network))
struct Exercise2_1Tests {
  /// Every class of status that is not a success: a redirect the server does not follow,
  /// client errors and server errors. Each is tried, so no answer right for one alone passes.
  nonisolated static let failureStatuses = [304, 400, 401, 403, 404, 410, 429, 500, 502, 503, 504]

  @Test(
    "A server's error status is shown as itself, and nothing is decoded or displayed",
    arguments: failureStatuses)
  func errorStatusShowsTheStatus(status: Int) async throws {
    try await expectStatusShown(status, page: nil)
  }

  /// A real server's error page is no kit text: code that reads the status from the body,
  /// or never reads it, shows a decoder's error for a web page and an image for a picture.
  // A wrong answer this refuses: take the status from the body's first word, or skip the status check.
  @Test(
    "An error status is shown as itself whatever page comes with it",
    arguments: ForeignErrorPage.allCases, [404, 503])
  func errorStatusWithAForeignPage(page: ForeignErrorPage, status: Int) async throws {
    try await expectStatusShown(status, page: page)
  }

  /// Taps an image whose server answers `status`, with `page` as the body (the kit's own
  /// text when nil), and checks that the view showed the status, once, and nothing else.
  func expectStatusShown(_ status: Int, page: ForeignErrorPage?) async throws {
    let watched = WatchedNetwork("2.1's tap answered \(status)", gated: false)
    let network = watched.network
    let (url, _) = try network.randomImage()
    if let page {
      try page.serve(url, status: status, on: network)
    } else {
      network.server.fail(url.lastPathComponent, with: .status(status))
    }
    let answer = "The server answered \(status)\(page.map { " with \($0) as its body" } ?? "")"
    let view = AppView()
    let tap = watched.enter { ImageModel(view: view).onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    exercise.expect(
      view.displayedImages.isEmpty,
      """
      \(answer), and the view displayed \(summary(view.displayedImages.map(\.description))): \
      the body of an error answer is the server's error page, not the image asked for.
      """)
    try exercise.require(
      view.displayedErrors.count == 1,
      """
      \(answer), and \(view.errorsShown) reached view.displayError: \
      the user cannot tell why no image appears. Nobody awaits the task a tap starts: an \
      error it does not show the user is lost.
      """)
    let error = view.displayedErrors[0]
    exercise.expect(
      (error as? HTTPStatusError)?.status == status,
      """
      \(answer), and the user was told: "\(brief(error))". The body of an error answer is \
      not an image, whatever it holds, and the user must be told the status itself, as the \
      kit's HTTPStatusError.
      """)
    exercise.expect(
      !network.appLabels.contains { $0.hasPrefix("decode") },
      "The error page of a \(status) answer was decoded (\(network.trace.summary)).")
  }

  @Test("A dropped connection shows URLSession's error, and nothing else")
  func droppedConnectionShowsTheError() async throws {
    let watched = WatchedNetwork("2.1's tap on a dropped connection", gated: false)
    let network = watched.network
    let (url, _) = try network.randomImage()
    network.server.fail(url.lastPathComponent, with: .droppedConnection)
    let view = AppView()
    let tap = watched.enter { ImageModel(view: view).onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    exercise.expect(
      view.displayedImages.isEmpty,
      "The connection was dropped, yet an image was displayed: nothing arrived to display.")
    exercise.expect(
      view.displayedErrors.count == 1
        && (view.displayedErrors.first as? URLError)?.code == .networkConnectionLost,
      """
      The connection was dropped during the request, and \(view.errorsShown) reached \
      view.displayError. The fetch threw a URLError, and the user must see that error, \
      once.
      """)
  }

  @Test("A body that is not an image shows the decoder's error, and nothing else")
  func undecodableBodyShowsTheDecoderError() async throws {
    let watched = WatchedNetwork("2.1's tap on a body that is not an image", gated: false)
    let network = watched.network
    let name = network.random.name(prefix: "broken", extension: "ppm")
    network.server.serve(Data("P6 this is not an image".utf8), as: name)
    let url = network.server.url(for: name)
    let view = AppView()
    let tap = watched.enter { ImageModel(view: view).onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    exercise.expect(
      view.displayedImages.isEmpty, "An image was displayed for a body that is not one.")
    exercise.expect(
      view.displayedErrors.count == 1 && view.displayedErrors.first is ImageError,
      """
      The server answered 200 with a body that is not an image, and the view showed \
      \(view.errorsShown) instead of the decoder's error, once. Every failure of the task, \
      not only the network's, must reach view.displayError.
      """)
  }

  @Test("After a failed tap, the next one is fetched, decoded and displayed on the main actor")
  func nextTapAfterAFailure() async throws {
    let watched = WatchedNetwork("2.1's tap after a failed one", gated: false)
    let network = watched.network
    let (bad, _) = try network.randomImage()
    let (good, size) = try network.randomImage()
    network.server.fail(bad.lastPathComponent, with: .status(503))
    let view = AppView()
    let model = ImageModel(view: view)
    let failed = watched.enter { model.onTapEvent(url: bad) }
    try await watched.ended([failed], "the failed tap's task to end")
    let before = network.appLabels.count  // what the failed tap recorded
    let next = watched.enter { model.onTapEvent(url: good) }
    try await watched.ended([next], "the next tap's task to end")
    let labels = Array(network.appLabels.dropFirst(before))
    exercise.expect(
      labels == [
        "fetched \(good.lastPathComponent)", "decode \(size)", "display \(size)",
      ],
      """
      After a failed tap, a good image must be fetched, decoded and displayed as usual; this \
      tap did: \(summary(labels)). Keep the trace("fetched …") line right after the fetch.
      """)
    exercise.expect(
      view.displayedImages.map(\.description) == [size],
      """
      After a failed tap, the good image (\(size)) must be displayed once; the view showed \
      \(view.displayedImages.isEmpty ? "nothing" : view.displayedImages.map(\.description).joined(separator: ", ")).
      """)
    for event in network.trace.events where event.domain != .network {
      exercise.expect(
        event.domain == .mainActor,
        """
        "\(event.label)" ran on the \(event.domain.name), not on the main actor: the model \
        and its task stay on the main actor.
        """)
    }
  }

  @Test("A failed tap displays nothing, even when an image was shown before it")
  func failedTapAfterAGoodOneDisplaysNothing() async throws {
    let watched = WatchedNetwork("2.1's failed taps after a good one", gated: false)
    let network = watched.network
    let (good, size) = try network.randomImage()
    let (refused, _) = try network.randomImage()
    let (dropped, _) = try network.randomImage()
    network.server.fail(refused.lastPathComponent, with: .status(500))
    network.server.fail(dropped.lastPathComponent, with: .droppedConnection)
    let view = AppView()
    let model = ImageModel(view: view)
    for url in [good, refused, dropped] {
      let tap = watched.enter { model.onTapEvent(url: url) }
      try await watched.ended([tap], "the tap on \(url.lastPathComponent) to end")
    }
    exercise.expect(
      view.displayedImages.map(\.description) == [size],
      """
      A good image was tapped, then one the server refused and one whose connection \
      dropped; the view showed \(summary(view.displayedImages.map(\.description))), not \(size) \
      alone. A failed tap shows its error and nothing else: no earlier image, no placeholder.
      """)
    exercise.expect(
      view.displayedErrors.count == 2,
      "The two failed taps showed \(view.errorsShown) on the view, not one error each.")
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "A failed request must reach the screen; a hatch only hides where it is lost.")
  }
}
