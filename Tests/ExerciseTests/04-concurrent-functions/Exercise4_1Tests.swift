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
  .started(exercise), .watched(exercise), .timeLimit(.minutes(1)),
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
    await model.onTapEvent(url: url).value  // now it is in the cache
    // The second tap, through the tap handler: the cache may be checked there or in the
    // method it calls.
    let probe = await SuspensionProbe.tap { model.onTapEvent(url: url) }
    exercise.expect(
      !probe.suspended && probe.labels == ["display \(size)"],
      """
      The second tap on \(url.lastPathComponent), whose image was in imageCache, did: \
      \(summary(probe.labels)), and \(probe.suspended ? "suspended first" : "did not suspend"). \
      A cache hit must be displayed before the first await, on the main actor.
      """)
    // A task the hit left behind ("refresh in the background") runs later, on the main
    // actor: a tap on another image, awaited to its display, lets it send its request first.
    let other = try network.randomImage()
    await model.onTapEvent(url: other.url).value
    let requests = network.trace.labels.filter { $0 == "request \(url.lastPathComponent)" }
    exercise.expect(
      requests.count == 1,
      """
      Two taps on \(url.lastPathComponent) sent \(requests.count) requests: the second tap \
      fetched an image that was already in imageCache, which must be displayed without a \
      request.
      """)
    exercise.expect(
      probe.trace.events.first?.domain == .mainActor,
      """
      The second tap's first step, \(probe.trace.events.first?.label ?? "none"), ran on the \
      \(probe.trace.events.first?.domain.name ?? "nowhere"), not on the main actor, where a \
      cache hit is displayed.
      """)
  }

  @Test("Many taps at once: each image is cached and displayed for its own URL")
  func manyTapsAtOnce() async {
    // Four taps at once, their responses let through one by one in each of the 24 orders.
    await OrderExplorer(count: 4).explore { order in
      let network = TestNetwork(gated: true)
      let images = try (1...4).map { _ in try network.randomImage() }
      let model = ImageModel(view: AppView())
      let taps = network.traced { images.map { model.onTapEvent(url: $0.url) } }
      for (url, _) in images { await network.server.waitForRequest(url.lastPathComponent) }
      for index in order.indices {
        network.server.release(images[index].url.lastPathComponent)
        await taps[index].value
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
    let url = network.corruptImage()
    let view = AppView()
    let model = ImageModel(view: view)
    await network.traced { model.onTapEvent(url: url) }.value
    let error = network.trace.kitEvents.last(where: { $0.label.hasPrefix("error") })
    exercise.expect(
      error?.domain == .mainActor && view.displayedImages.isEmpty && model.imageCache.isEmpty,
      """
      A file that is not an image must end in view.displayError, on the main actor, with \
      nothing displayed or cached; the tap did: \(network.trace.summary).
      """)
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
