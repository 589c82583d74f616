import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise5_2

private nonisolated let exercise = ExerciseFile.exercise(
  "5.2", "05-sharing-data/5.2-request-that-travels/ImageModel.swift")

/// Grades exercise 5.2: the request the main actor keeps and sends to the pool is no longer
/// shared between them, so the file compiles cleanly in the Swift 6 language mode, and the
/// app still behaves.
///
/// The exercise's module is built in Swift 5 mode (see Package.swift), so the starter builds
/// (its warnings silenced); `compilesCleanlyInSwift6` compiles the file again in Swift 6 mode.
@Suite(
  "Exercise 5.2: a request that can travel", .started(exercise), .watched(exercise),
  .backstop, .tags(.dataRaces, .isolation))
struct Exercise5_2Tests {
  @Test("The file compiles cleanly in the Swift 6 language mode")
  func compilesCleanlyInSwift6() async throws {
    try await exercise.compilesInSwift6(
      failingWith: """
        The main actor keeps the request and sends it to the pool: one object that both sides can \
        reach at once.
        """)
  }

  /// A size of its own for each kind of image: the pool is there for the large one.
  @Test(
    "Each tap displays its image at its request's size, decoded on the pool",
    arguments: ImageSize.allCases)
  func displaysAtTheRequestedSize(_ kind: ImageSize) async throws {
    let watched = WatchedNetwork("5.2's tap", gated: false)
    let network = watched.network
    let (url, size) = try network.randomImage(sides: kind.sides(small: 40...80))
    let sides = size.split(separator: "×").compactMap { Int($0) }
    let served = try Image(width: sides[0], height: sides[1], filling: RGBA(200, 120, 40))
    let model = ImageModel(view: AppView())
    let width = RandomInputs.current.int(in: 10...30)
    let height = RandomInputs.current.int(in: 10...30)
    model.preferredWidth = width
    model.preferredHeight = height
    let tap = watched.enter { model.onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    let expected = served.scaledToFit(width: width, height: height).description
    let shown = model.view.displayedImages.map(\.description)
    exercise.expect(
      shown == [expected],
      """
      A \(size) image asked for at \(width)×\(height) was displayed as \(summary(shown)), not \
      \(fitted(expected, into: width, height)).
      """
    )
    let file = ImageSize.describe(served, fileBytes: served.ppmData().count)
    let steps = network.trace.events.filter { $0.domain != .network && $0.kind != .end }
    for step in steps {
      let onThePool = step.label.hasPrefix("decode") || step.label.hasPrefix("scale")
      let place: IsolationDomain = onThePool ? .pool : .mainActor
      exercise.expect(
        step.domain == place,
        """
        For a \(file) image, "\(step.label)" ran on the \(step.domain.name), not on the \
        \(place.name): the decode and the scaling belong on the pool, as in the starting \
        code, and the display on the main actor.
        """)
    }
    exercise.expect(
      steps.contains { $0.source == .kit && $0.label.hasPrefix("decode") },
      """
      The tap never decoded the image with the kit's decoder; it did: \
      \(network.trace.summary). Keep the call to decodeImage, which decodes on the pool.
      """)
  }

  /// The responses come back last first, so a history written when the data arrives, not
  /// at the tap, is out of order; and the preferred size changes while both requests are
  /// out, so an image scaled to the size read when its data arrives is the wrong size.
  @Test("The history keeps every request in tap order, each with the size of its tap")
  func historyKeepsEachRequest() async throws {
    let watched = WatchedNetwork("5.2's two taps answered last first")
    let (network, server) = (watched.network, watched.server)
    let first = try network.randomImage(sides: 40...80)
    let second = try network.randomImage(sides: 40...80)
    let (firstName, secondName) = (first.url.lastPathComponent, second.url.lastPathComponent)
    let model = ImageModel(view: AppView())
    model.preferredWidth = 24
    model.preferredHeight = 18
    let firstTap = watched.enter { model.onTapEvent(url: first.url) }
    let firstAsked = try await watched.asks(for: firstName)
    model.preferredWidth = 12
    model.preferredHeight = 9
    let secondTap = watched.enter { model.onTapEvent(url: second.url) }
    let secondAsked = try await watched.asks(for: secondName)
    model.preferredWidth = 10  // while both requests are out: neither request's size
    model.preferredHeight = 6
    server.release(secondName)
    let secondEnded = try await watched.end([secondTap], "the second tap's task to end")
    server.release(firstName)
    try await watched.ended([firstTap, secondTap], "both taps' tasks to end")
    try exercise.require(
      firstAsked,
      """
      A tap never asked the server for its image: \(network.trace.summary). Each tap's task \
      fetches its image with URLSession, as in the starting code.
      """)
    try exercise.require(
      secondAsked,
      """
      The first tap's request was held at the server, and a second tap, made while it \
      waited, sent no request of its own: \(network.trace.summary). Each tap's task fetches \
      its own image at once, while the others wait for theirs.
      """)
    try exercise.require(
      secondEnded,
      """
      The second tap's response was let through while the first's was held, yet the second \
      tap's task did not end while the first's was held: \(network.trace.summary). Each \
      tap's task shows its own image as soon as its own response is in.
      """)
    let history = model.history.map { "\($0.url.lastPathComponent) \($0.width)×\($0.height)" }
    let expected = [
      "\(first.url.lastPathComponent) 24×18", "\(second.url.lastPathComponent) 12×9",
    ]
    exercise.expect(
      history == expected,
      """
      Two taps, the second answered first: history holds \(summary(history)), not \
      \(summary(expected)). History must hold each tap's own request, in the order of the \
      taps, with the size preferred at its tap.
      """)
    let expectedImages = [
      try Self.served(second.size).scaledToFit(width: 12, height: 9).description,
      try Self.served(first.size).scaledToFit(width: 24, height: 18).description,
    ]
    let shown = model.view.displayedImages.map(\.description)
    exercise.expect(
      shown == expectedImages,
      """
      The first tap asked for 24×18, the second for 12×9, and the preferred size changed to \
      10×6 while both were out; the view showed \(summary(shown)), not \
      \(summary(expectedImages)), each image fitted to its own request's size. Each image must \
      come at the size of its own request, whatever size is preferred when its data arrives.
      """)
  }

  /// One image tapped twice at two sizes, both requests out at once, answered in a random
  /// order: code that finds a tap's size by the image's URL (in the history, or anywhere
  /// else) gives both taps one size, or one tap the other's.
  // A wrong answer this refuses: scale to the size of history's first (or last) request for the tap's URL.
  @Test("One image tapped twice at two sizes is displayed at each tap's own size")
  func oneImageTwoSizes() async throws {
    let watched = WatchedNetwork("5.2's two taps on one image")
    let (network, server) = (watched.network, watched.server)
    let image = try network.randomImage(sides: 40...80)
    let name = image.url.lastPathComponent
    let sizes = [(24, 18), (12, 9)]
    let model = ImageModel(view: AppView())
    var taps: [Task<Void, Never>] = []
    for (index, (width, height)) in sizes.enumerated() {
      model.preferredWidth = width
      model.preferredHeight = height
      taps.append(watched.enter { model.onTapEvent(url: image.url) })
      guard try await watched.asks(for: name, count: index + 1) else {
        for _ in 0...index { server.release(name) }
        let tap = index == 0 ? "A tap" : "A second tap on one image, made while the first waited,"
        exercise.fail(
          """
          \(tap) sent no request of its own: \(network.trace.summary). Each tap's task \
          fetches its own image at once, whatever the others wait for.
          """)
        return
      }
    }
    model.preferredWidth = 10  // while both requests are out: neither tap's size
    model.preferredHeight = 6
    // The server lets its held requests through oldest first: the first tap's, then the
    // second's; both are let through, and the view says which tap showed what.
    server.release(name)
    server.release(name)
    try await watched.ended(taps, "both taps' tasks to end")
    let served = try Self.served(image.size)
    let expected = sizes.map { served.scaledToFit(width: $0.0, height: $0.1).description }
    let shown = model.view.displayedImages.map(\.description)
    exercise.expect(
      shown.sorted() == expected.sorted(),
      """
      One \(image.size) image was tapped twice, first at 24×18, then at 12×9, both requests \
      out at once; the view showed \(summary(shown)), not \(summary(expected)) (in either \
      order), the image fitted to each tap's size. Each tap's image must come at the size of that tap's own request, even when \
      another tap asked for the same image at another size.
      """)
  }

  /// More taps than a list capped at any round number up to 100 keeps, on fewer URLs than
  /// taps, so that a history capped, or keeping one entry per URL, loses requests the user made; each tap
  /// is awaited before the next, so the order is the taps' whatever the code does.
  @Test("The history keeps every tap's request, however many taps, and on whichever URL")
  func historyKeepsEveryTap() async throws {
    let watched = WatchedNetwork("5.2's many taps", gated: false)
    let network = watched.network
    let images = try (1...RandomInputs.current.int(in: 2...3)).map { _ in
      try network.randomImage(sides: 40...80).url
    }
    let taps = RandomInputs.current.int(in: 101...110)
    let urls = RandomInputs.current.shuffled(
      images + (images.count..<taps).map { _ in RandomInputs.current.element(of: images) })
    let model = ImageModel(view: AppView())
    var expected: [String] = []
    for url in urls {
      let width = RandomInputs.current.int(in: 10...30)
      let height = RandomInputs.current.int(in: 10...30)
      model.preferredWidth = width
      model.preferredHeight = height
      let tap = watched.enter { model.onTapEvent(url: url) }
      try await watched.ended([tap], "the tap on \(url.lastPathComponent) to end")
      expected.append("\(url.lastPathComponent) \(width)×\(height)")
    }
    let history = model.history.map { "\($0.url.lastPathComponent) \($0.width)×\($0.height)" }
    exercise.expect(
      history == expected,
      """
      \(taps) taps, one after the other, on \(images.count) images, some tapped more than once: \
      history holds \(history.count) requests, not the \(taps) made; \
      \(Self.firstDifference(history, expected)). History keeps every request made, in order: \
      each tap adds its own.
      """)
  }

  /// Where a history first parts from the taps, for a message: `entry 1 is a.ppm 16×11, not
  /// tap 1's a.ppm 17×24`, so that a long list is not read entry by entry.
  static func firstDifference(_ history: [String], _ taps: [String]) -> String {
    let shared: Int = min(history.count, taps.count)
    let index: Int = (0..<shared).first { (at: Int) in history[at] != taps[at] } ?? shared
    guard index < taps.count else {
      return "entry \(index + 1) is \(history[index]), after the last tap's"
    }
    let entry = index < history.count ? history[index] : "missing"
    return "entry \(index + 1) is \(entry), not tap \(index + 1)'s \(taps[index])"
  }

  /// The image the test network sends for a size such as `52×40`.
  static func served(_ size: String) throws -> Image {
    let sides = size.split(separator: "×").compactMap { Int($0) }
    return try Image(width: sides[0], height: sides[1], filling: RGBA(200, 120, 40))
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, among: EscapeHatch.all + [EscapeHatch.detachedTask],
      hint: "Both sides use the request at once, and a hatch does not stop them sharing it.")
  }
}
