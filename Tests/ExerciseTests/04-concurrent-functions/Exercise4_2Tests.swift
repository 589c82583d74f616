import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise4_2

private nonisolated let exercise = ExerciseFile.exercise(
  "4.2", "04-concurrent-functions/4.2-concurrent-cache/ImageModel.swift")

/// Grades exercise 4.2: the `@concurrent` decode no longer touches the main actor's cache,
/// so the file compiles cleanly in the Swift 6 language mode, and it still behaves.
///
/// The exercise's module is built in Swift 5 mode (see Package.swift), so the starter builds
/// with warnings; `compilesCleanlyInSwift6` compiles the file again in Swift 6 mode.
@Suite(
  "Exercise 4.2: pool code keeps its hands off the main actor's cache",
  .started(exercise), .watched(exercise), .backstop,
  .tags(.dataRaces, .isolation))
struct Exercise4_2Tests {
  @Test("The file compiles cleanly in the Swift 6 language mode")
  func compilesCleanlyInSwift6() async throws {
    try await exercise.compilesInSwift6(
      failingWith: """
        A @concurrent function runs on the pool, and imageCache belongs to the main actor: the two \
        could touch the dictionary at once.
        """)
  }

  @Test("The decode stays on the pool; every other step runs on the main actor")
  func onlyTheDecodeRunsOnThePool() async throws {
    let model = ImageModel(view: AppView())
    try await exercise.expectOnlyTheDecodeOnThePool(
      tap: { model.onTapEvent(url: $0) },
      misplaced: { _ in
        """
        The decode belongs on the pool, as in the starting code, so that the main actor stays \
        free; the cache and the view belong to the main actor.
        """
      })
  }

  @Test("A cached image is displayed at once, without a request")
  func cacheHitWithoutRequest() async throws {
    let network = TestNetwork(gated: false)
    let (url, size) = try network.randomImage()
    let model = ImageModel(view: AppView())
    guard
      let probe = try await exercise.tapTwice(url, on: network, tap: { model.onTapEvent(url: $0) })
    else { return }
    // What the hit left to a task of its own ("refresh in the background") has run by now.
    let requests = network.trace.labels.filter { $0 == "request \(url.lastPathComponent)" }
    exercise.expect(
      requests.count == 1 && !probe.suspended && probe.labels == ["display \(size)"],
      """
      The second tap on \(url.lastPathComponent), whose image was in imageCache, sent \
      \(requests.count - 1) more request(s), \(probe.suspended ? "suspended, " : "")and \
      did: \(summary(probe.labels)). A cached image must \
      be displayed without a request, before the first await, on the main actor.
      """)
  }

  @Test("Each image is cached under its own URL")
  func imagesAreCachedSeparately() async {
    // Two taps at once, their responses in each order; then the first image again.
    await OrderExplorer(names: ["first", "second"]).explore { order in
      let network = TestNetwork(gated: true)
      let scene = Scene("two taps at once, then the first again", trace: network.trace)
      let first = try network.randomImage()
      let second = try network.randomImage()
      let names = [first, second].map(\.url.lastPathComponent)
      let model = ImageModel(view: AppView())
      let taps = scene.enter { [first, second].map { model.onTapEvent(url: $0.url) } }
      let server = network.server
      let releaseAll = { for name in names { server.release(name) } }
      let bothSent = try await scene.whether("both taps' requests at the gate") {
        names.allSatisfy { server.arrivals(of: $0) > 0 }
      }
      guard bothSent else {
        releaseAll()
        exercise.fail(
          """
          Two taps on two images ran at once, their responses held, and only one request \
          was sent (the taps did: \(network.trace.summary)). Each tap must fetch its own \
          image, whatever the other tap waits for.
          """)
        return .checked
      }
      for index in order.indices {
        server.release(names[index])
        guard try await scene.whetherEnds("tap \(index + 1)'s task", taps[index]) != nil else {
          releaseAll()
          exercise.fail(
            """
            Two taps on two images ran at once; once the response for \(names[index]) was let \
            through, its tap's task never ended while the other response was held (the taps \
            did: \(network.trace.summary)). Each tap must finish with its own image.
            """)
          return .checked
        }
      }
      server.release(first.url.lastPathComponent)  // should the third tap ask again
      let third = scene.enter { model.onTapEvent(url: first.url) }
      guard try await scene.whetherEnds("the third tap's task", third) != nil else {
        exercise.fail(exercise.neverEnded("A third tap, on the first image again,", in: scene))
        return .checked
      }
      _ = try await scene.settledOrPolling()  // what the third tap left behind has run
      let shown = model.view.displayedImages.map(\.description)
      let expected = order.arranged([first.size, second.size]) + [first.size]
      let arrived = order.arranged(["first", "second"]).joined(separator: ", then ")
      exercise.expect(
        shown == expected,
        """
        Tapping two images at once (responses: the \(arrived)), then the first again, showed \
        \(summary(shown)), not \(summary(expected)): every tap must show the image its own \
        URL served.
        """)
      let requests = network.trace.labels.filter { $0.hasPrefix("request") }
      exercise.expect(
        requests.count == 2,
        """
        Three taps on two images sent \(requests.count) requests; the third tap's image was \
        in imageCache, and must be displayed without a request.
        """)
      return .drawn(shown.map { "display \($0)" }, expected: expected.map { "display \($0)" })
    }
  }

  /// Both taps' responses reach their tasks while the main actor is held, so each tap has
  /// done what it does on the main actor before it sends its data to the pool, and before
  /// either decode comes back: the two decodes are out at once, as they are now and then
  /// on a fast machine.
  // A wrong answer this refuses: decode with a copy of the cache on the pool, and store the copy back.
  @Test("Two decodes out at once: each image stays cached")
  func twoDecodesAtOnce() async throws {
    let network = TestNetwork(gated: true)
    let scene = Scene("two taps whose responses arrive together", trace: network.trace)
    let images = try (1...2).map { _ in try network.randomImage() }
    let names = images.map(\.url.lastPathComponent)
    let model = ImageModel(view: AppView())
    let taps = scene.enter { images.map { model.onTapEvent(url: $0.url) } }
    let (server, trace) = (network.server, network.trace)
    let releaseAll: @Sendable () -> Void = { for name in names { server.release(name) } }
    let bothSent = try await scene.whether("both taps' requests at the gate") {
      names.allSatisfy { server.arrivals(of: $0) > 0 }
    }
    guard bothSent else {
      releaseAll()
      exercise.fail(
        """
        Two taps on two images ran at once, their responses held, and only one request was \
        sent (the taps did: \(network.trace.summary)). Each tap must fetch its own image, \
        whatever the other tap waits for.
        """)
      return
    }
    try await scene.settled()
    _ = try await scene.holdingMainActor("both responses to reach their taps", releaseAll) {
      names.allSatisfy { trace.labels.contains("response \($0)") }
    }
    for (index, tap) in taps.enumerated() {
      guard try await scene.whetherEnds("tap \(index + 1)'s task", tap) != nil else {
        exercise.fail(exercise.neverEnded("Two taps whose responses arrived together", in: scene))
        return
      }
    }
    let cached = images.map { image in
      "\(image.url.lastPathComponent): \(model.imageCache[image.url]?.description ?? "nothing")"
    }
    exercise.expect(
      images.allSatisfy { model.imageCache[$0.url]?.description == $0.size },
      """
      Two taps' responses reached their tasks together, before either tap went on, so both \
      images were being decoded at once (the taps did: \(network.trace.summary)). Afterwards \
      imageCache held \(cached.joined(separator: "; ")), not \(images[0].size) and \
      \(images[1].size): a decode that finished while the other was out was lost. Every image \
      a tap decodes must stay in imageCache, however many decodes are out at once.
      """)
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [EscapeHatch.detachedTask],
      hint:
        "The cache must be reached only where its isolation allows; a hatch hides where it is not.")
  }
}
