import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise5_1

private nonisolated let exercise = ExerciseFile.exercise(
  "5.1", "05-sharing-data/5.1-request-keeps-its-size/ImageModel.swift")

/// Grades exercise 5.1: a tap asks for the size preferred at the tap, whatever the main actor
/// changes while the request is out.
///
/// The responses wait at the test network's gate, so the test changes the preferred size while
/// the request is certainly out, and decides which response arrives first. Sizes and names are
/// random, so no solution can know them.
@Suite(
  "Exercise 5.1: the request keeps its size", .started(exercise), .watched(exercise),
  .backstop, .tags(.ordering, .isolation))
struct Exercise5_1Tests {
  /// An image the test serves, big enough to be scaled down to any box the test asks for,
  /// and its size.
  static func serveImage(on network: TestNetwork) throws -> (url: URL, image: Image) {
    let (url, size) = try network.randomImage(sides: 60...90)
    let sides = size.split(separator: "×").compactMap { Int($0) }
    let image = try Image(width: sides[0], height: sides[1], filling: RGBA(200, 120, 40))
    return (url, image)
  }

  /// Two taps on one model, their responses held at the gate: `first` at 40×30, then, once
  /// its request is out, `second` at 16×12; then the preferred size changes to 8×8 while both
  /// are out. The responses are let through one at a time, the second tap's first when
  /// `secondAnswersFirst` (two taps of one URL are answered in the order they asked).
  /// - Returns: the sizes of the images the view showed; nil when the taps did not get that
  ///   far, which it records as a failure.
  static func twoTaps(
    _ first: URL, then second: URL, on watched: WatchedNetwork, secondAnswersFirst: Bool
  ) async throws -> [String]? {
    let (server, trace) = (watched.server, watched.trace)
    let model = ImageModel(view: AppView())
    model.preferredWidth = 40
    model.preferredHeight = 30
    let firstTap = watched.enter { model.onTapEvent(url: first) }
    guard try await watched.asks(for: first.lastPathComponent) else {
      exercise.fail(
        """
        A tap never asked the server for its image: \(trace.summary). The task a tap starts \
        fetches the image with URLSession, as in the starting code.
        """)
      server.release(first.lastPathComponent)
      _ = try await watched.end([firstTap], "the tap's task to end")
      return nil
    }
    model.preferredWidth = 16
    model.preferredHeight = 12
    let secondTap = watched.enter { model.onTapEvent(url: second) }
    let taps = [(first, firstTap), (second, secondTap)]
    guard try await watched.asks(for: second.lastPathComponent, count: first == second ? 2 : 1)
    else {
      exercise.fail(
        """
        The first tap's request was held at the server, and a second tap, made while it \
        waited, sent no request of its own: \(trace.summary). Each tap's task fetches its own \
        image at once, while the others wait for theirs: a tap must not wait for the one \
        before it.
        """)
      for (url, _) in taps { server.release(url.lastPathComponent) }
      _ = try await watched.end([firstTap, secondTap], "both taps' tasks to end")
      return nil
    }
    model.preferredWidth = 8
    model.preferredHeight = 8
    let answered = secondAnswersFirst ? taps.reversed() : taps
    for (index, (url, tap)) in answered.enumerated() {
      server.release(url.lastPathComponent)
      guard try await watched.end([tap], "the tap answered to end") else {
        let (which, other) = tap == firstTap ? ("first", "second") : ("second", "first")
        let held = index == 0 ? " while the \(other) tap's was held" : ""
        exercise.fail(
          """
          The \(which) tap's response was let through\(held), yet its task did not end: \
          \(trace.summary). Each tap's task shows its own image as soon as its own response \
          is in, whatever the other tap waits for.
          """)
        for (url, _) in answered.dropFirst(index + 1) { server.release(url.lastPathComponent) }
        _ = try await watched.end([firstTap, secondTap], "both taps' tasks to end")
        return nil
      }
    }
    return model.view.displayedImages.map(\.description)
  }

  /// The size changes twice: once right after the tap returns, before its task has run (a
  /// task reads the model later than the tap), and once while the request is out.
  @Test("The image arrives at the size preferred at the tap, though it changed meanwhile")
  func sizeChangedWhileOut() async throws {
    let watched = WatchedNetwork("5.1's tap at one size")
    let network = watched.network
    let (url, served) = try Self.serveImage(on: network)
    let width = RandomInputs.current.int(in: 20...40)
    let height = RandomInputs.current.int(in: 20...40)
    let model = ImageModel(view: AppView())
    model.preferredWidth = width
    model.preferredHeight = height
    let tap = watched.enter { model.onTapEvent(url: url) }
    // The tap has returned and its task has not run yet: the main actor is still here.
    model.preferredWidth = width + 7  // the user picks another size before the task starts
    model.preferredHeight = height + 5
    let asked = try await watched.asks(for: url.lastPathComponent)
    model.preferredWidth = width / 2  // and another while the image is out
    model.preferredHeight = height / 3
    network.server.release(url.lastPathComponent)
    try await watched.ended([tap], "the tap's task to end")
    try exercise.require(
      asked,
      """
      A tap never asked the server for its image: \(network.trace.summary). The task a tap \
      starts fetches the image with URLSession, as in the starting code.
      """)
    let expected = served.scaledToFit(width: width, height: height).description
    let shown = model.view.displayedImages.map(\.description)
    // Which moment's preference the image shown fits: the starter's (read when the data is
    // back) and a task that reads the size first thing are wrong differently, and say so.
    let moments = [
      ("at the tap", width, height),
      ("as soon as the tap returned, before its task ran", width + 7, height + 5),
      ("while the image was on its way", width / 2, height / 3),
    ]
    let boxes = moments.filter { _, boxWidth, boxHeight in
      shown == [served.scaledToFit(width: boxWidth, height: boxHeight).description]
    }.map { moment, _, _ in "the size preferred \(moment)" }
    let which = boxes.isEmpty ? "" : ", fitted to \(boxes.joined(separator: ", or to "))"
    exercise.expect(
      shown == [expected],
      """
      Tapped at \(width)×\(height); the preferred size changed to \(width + 7)×\
      \(height + 5) as soon as the tap returned, then to \(width / 2)×\(height / 3) while the \
      image was on its way; the view showed \(summary(shown))\(which), not \
      \(fitted(expected, into: width, height)). A task starts only after the \
      tap has returned, and the main actor may change its preferences before the task runs \
      and while it waits: the image must keep the size preferred at the tap.
      """)
    exercise.expect(
      model.view.displayedErrors.isEmpty,
      """
      The request succeeded, yet the view showed an error \
      (\(model.view.errorsShown)).
      """)
  }

  @Test("Two taps at two sizes, answered last first: each image at its own size")
  func twoTapsAnsweredOutOfOrder() async throws {
    let watched = WatchedNetwork("5.1's two taps at two sizes")
    let (first, firstImage) = try Self.serveImage(on: watched.network)
    let (second, secondImage) = try Self.serveImage(on: watched.network)
    guard
      let shown = try await Self.twoTaps(
        first, then: second, on: watched, secondAnswersFirst: true)
    else { return }
    let expected = [
      secondImage.scaledToFit(width: 16, height: 12).description,
      firstImage.scaledToFit(width: 40, height: 30).description,
    ]
    exercise.expect(
      shown == expected,
      """
      The first tap asked for 40×30, the second for 16×12, then the size changed to 8×8; the \
      second response came first. The view showed \(summary(shown)), not \(summary(expected)), \
      each image fitted to its own tap's size. Each tap must keep the size it was made with.
      """)
  }

  /// Two taps of one image at two sizes: a size kept in a property, or in a table by URL,
  /// is one size for both taps, so one of the two images arrives at the other's size.
  @Test("One image tapped twice at two sizes: each response at its own tap's size")
  func oneImageTappedTwice() async throws {
    let watched = WatchedNetwork("5.1's one image tapped twice")
    let (url, served) = try Self.serveImage(on: watched.network)
    guard
      let shown = try await Self.twoTaps(url, then: url, on: watched, secondAnswersFirst: false)
    else { return }
    let expected = [
      served.scaledToFit(width: 40, height: 30).description,
      served.scaledToFit(width: 16, height: 12).description,
    ]
    exercise.expect(
      shown == expected,
      """
      One image was tapped at 40×30, then again at 16×12, then the size changed to 8×8; the \
      view showed \(summary(shown)), not \(summary(expected)), the image fitted to each tap's \
      size. A size kept by URL or in a property is one size for both taps, yet each tap must \
      keep the size it was made with.
      """)
  }

  /// The kit records a `scale` span where `scaledToFit` runs, as it records a `decode`.
  @Test("The decode and the scaling run on the pool, the display on the main actor")
  func decodeOnThePool() async throws {
    let watched = WatchedNetwork("5.1's tap", gated: false)
    let network = watched.network
    let (url, _) = try Self.serveImage(on: network)
    let model = ImageModel(view: AppView())
    let tap = watched.enter { model.onTapEvent(url: url) }
    try await watched.ended([tap], "the tap's task to end")
    let steps = network.trace.events.filter { $0.domain != .network && $0.kind != .end }
    let decodes = steps.filter { $0.source == .kit && $0.label.hasPrefix("decode") }
    let scales = steps.filter { $0.source == .kit && $0.label.hasPrefix("scale") }
    let displays = steps.filter { $0.source == .kit && $0.label.hasPrefix("display") }
    exercise.expect(
      decodes.count == 1 && decodes.allSatisfy { $0.domain == .pool },
      """
      The decode must run once, on the concurrent pool, as in the starting code; it ran: \
      \(decodes.map(\.domain.name)).
      """)
    exercise.expect(
      scales.count == 1 && scales.allSatisfy { $0.domain == .pool },
      """
      The image must be scaled once, on the concurrent pool, as it is decoded; it was \
      scaled: \(scales.map(\.domain.name)).
      """)
    exercise.expect(
      displays.count == 1 && displays.allSatisfy { $0.domain == .mainActor },
      "The image must be displayed once, on the main actor: \(network.trace.summary).")
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise, hint: "The task must use the size of its own tap, and a hatch does not keep it."
    )
  }
}
