import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise4_1

private nonisolated let exercise = ExerciseFile.exercise(
  "4.1", "04-concurrent-functions/4.1-decode-on-the-pool/ImageModel.swift")

/// Grades exercise 4.1: the decode runs on the concurrent pool, every other step on the main
/// actor, and a cached image is displayed without a suspension or a request.
@Suite(
  "Exercise 4.1: the decode leaves the main actor",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.isolation))
struct Exercise4_1Tests {
  @Test("Only the decode runs on the pool; every other step on the main actor")
  func onlyTheDecodeRunsOnThePool() async throws {
    let model = ImageModel(view: AppView())
    try await exercise.expectOnlyTheDecodeOnThePool(
      tap: { model.onTapEvent(url: $0) },
      misplaced: { $0 == .pool ? Self.decodeAdvice : Self.mainActorAdvice })
  }

  static let decodeAdvice = """
    The decode must run on the concurrent thread pool, so that the main actor stays free \
    to draw while a large image decodes.
    """
  static let mainActorAdvice = """
    Only the decode belongs on the pool: the cache and the view belong to the main actor.
    """

  @Test("A cached image is displayed without a suspension and without a request")
  func cacheHitDoesNotSuspend() async throws {
    let network = TestNetwork(gated: false)
    let (url, size) = try network.randomImage()
    let model = ImageModel(view: AppView())
    guard
      let probe = try await exercise.tapTwice(url, on: network, tap: { model.onTapEvent(url: $0) })
    else { return }
    exercise.expect(
      !probe.suspended && probe.labels == ["display \(size)"],
      """
      The second tap on \(url.lastPathComponent), whose image was in imageCache, did: \
      \(summary(probe.labels)), and \(probe.suspended ? "suspended first" : "did not suspend"). \
      A cache hit must be displayed before the first await, on the main actor.
      """)
    // What the hit left to a task of its own ("refresh in the background") has run by now.
    let requests = network.trace.labels.filter { $0 == "request \(url.lastPathComponent)" }
    exercise.expect(
      requests.count == 1,
      """
      Two taps on \(url.lastPathComponent) sent \(requests.count) requests: the second tap \
      fetched an image that was already in imageCache, which must be displayed without a \
      request.
      """)
    exercise.expect(
      probe.first?.domain == .mainActor,
      """
      The second tap's first step, \(probe.first?.label ?? "none"), ran on the \
      \(probe.first?.domain.name ?? "nowhere"), not on the main actor, where a cache hit is \
      displayed.
      """)
  }

  @Test("Many taps at once: each image is cached and displayed for its own URL")
  func manyTapsAtOnce() async {
    // Four taps at once, their responses let through one by one in each of the 24 orders.
    await OrderExplorer(count: 4).explore { order in
      let network = TestNetwork(gated: true)
      let scene = Scene("four taps at once", trace: network.trace)
      let images = try (1...4).map { _ in try network.randomImage() }
      let names = images.map(\.url.lastPathComponent)
      let model = ImageModel(view: AppView())
      let taps = scene.enter { images.map { model.onTapEvent(url: $0.url) } }
      let server = network.server
      let releaseAll = { for name in names { server.release(name) } }
      let allSent = try await scene.whether("every tap's request at the gate") {
        names.allSatisfy { server.arrivals(of: $0) > 0 }
      }
      guard allSent else {
        let unsent = names.filter { server.arrivals(of: $0) == 0 }
        releaseAll()
        exercise.fail(
          """
          Four taps ran at once, their responses held: the requests for \
          \(unsent.joined(separator: ", ")) were never sent while the others waited (the \
          taps did: \(network.trace.summary)). Each tap must fetch its own image, whatever \
          the other taps wait for.
          """)
        return .checked
      }
      for (step, index) in order.indices.enumerated() {
        server.release(names[index])
        guard try await scene.whetherEnds("tap \(index + 1)'s task", taps[index]) != nil else {
          releaseAll()
          exercise.fail(
            """
            Four taps ran at once; once the response for \(names[index]) was let through \
            (\(step + 1) of 4), its tap's task never ended while the other responses were \
            held (the taps did: \(network.trace.summary)). Each tap must finish with its own \
            image, whatever the other taps wait for.
            """)
          return .checked
        }
      }
      let arrivals = order.indices.map { String($0 + 1) }.joined(separator: ", ")
      for (url, size) in images {
        exercise.expect(
          model.imageCache[url]?.description == size,
          """
          Four taps ran at once, their responses arriving in the order \(arrivals); imageCache \
          holds \(model.imageCache[url]?.description ?? "nothing") for \
          \(url.lastPathComponent), whose image is \(size). Whatever order the responses \
          arrive in, imageCache must hold, for every URL, the image that URL served.
          """)
      }
      let shown = model.view.displayedImages.map(\.description)
      exercise.expect(
        shown.sorted() == images.map(\.size).sorted(),
        """
        Four taps ran at once; the view showed \(shown.sorted().joined(separator: ", ")), not \
        each image once (\(images.map(\.size).sorted().joined(separator: ", "))).
        """)
      exercise.expect(
        model.view.displayedErrors.isEmpty,
        """
        Four taps ran at once and every request succeeded, yet the view showed an error \
        (\(model.view.errorsShown)).
        """)
      return .drawn(
        shown.map { "display \($0)" }, expected: order.arranged(images).map { "display \($0.size)" }
      )
    }
  }

  @Test("A decoding error on the pool reaches the view on the main actor")
  func decodingErrorReachesTheView() async throws {
    let network = TestNetwork(gated: false)
    let scene = Scene("a tap on a corrupt file", trace: network.trace)
    let url = network.corruptImage()
    let view = AppView()
    let model = ImageModel(view: view)
    guard
      try await scene.whetherEnds("the tap's task", scene.enter { model.onTapEvent(url: url) })
        != nil
    else {
      exercise.fail(exercise.neverEnded("A tap on a file that is not an image", in: scene))
      return
    }
    let error = network.trace.kitEvents.last(where: { $0.label.hasPrefix("error") })
    exercise.expect(
      error?.domain == .mainActor && view.displayedImages.isEmpty && model.imageCache.isEmpty,
      """
      A file that is not an image must end in view.displayError, on the main actor, with \
      nothing displayed or cached; the tap did: \(network.trace.summary).
      """)
  }

  /// The body of an error answer is the server's page, and a page may even be a picture:
  /// only the response's status tells it from the image asked for.
  // A wrong answer this refuses: drop the status check, so the page is decoded (a picture is even displayed).
  @Test(
    "An error status reaches the view as the status, with nothing decoded, cached or displayed",
    arguments: ForeignErrorPage.allCases)
  func errorStatusReachesTheView(page: ForeignErrorPage) async throws {
    let network = TestNetwork(gated: false)
    let scene = Scene("a tap answered with an error status", trace: network.trace)
    let (url, _) = try network.randomImage()
    let status = network.random.element(of: [404, 500, 503])
    try page.serve(url, status: status, on: network)
    let view = AppView()
    let model = ImageModel(view: view)
    guard
      try await scene.whetherEnds("the tap's task", scene.enter { model.onTapEvent(url: url) })
        != nil
    else {
      exercise.fail(exercise.neverEnded("A tap answered \(status)", in: scene))
      return
    }
    let shown = view.displayedErrors.map { brief($0) }.joined(separator: "; ")
    exercise.expect(
      view.displayedImages.isEmpty && model.imageCache.isEmpty
        && view.displayedErrors.count == 1
        && (view.displayedErrors.first as? HTTPStatusError)?.status == status,
      """
      The server answered \(status) with \(page) as its body; the tap did: \
      \(network.trace.summary), the view showed \(shown.isEmpty ? "no error" : "“\(shown)”"), \
      and imageCache holds \(model.imageCache.count) image(s). An error answer's body is not \
      the image asked for, whatever it holds: the tap must show the status as the kit's \
      HTTPStatusError, with nothing decoded, cached or displayed.
      """)
    exercise.expect(
      !network.appLabels.contains { $0.hasPrefix("decode") },
      "The error page of a \(status) answer was decoded (\(network.trace.summary)).")
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [EscapeHatch.detachedTask],
      hint:
        "Where decoding runs is for the code to say and the compiler to check; a hatch says nothing."
    )
  }
}
