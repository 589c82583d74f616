import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise3_1

private nonisolated let exercise = ExerciseFile.exercise(
  "3.1", "03-interleaving/3.1-news-and-image/HomeModel.swift")

/// Grades exercise 3.1: the image and the news are independent, and each is displayed as soon
/// as its own response arrives, both on the main actor.
///
/// Each test holds one request at the simulated server's gate and lets the other through,
/// so the order of arrival is the test's choice (see `WatchedNetwork.play`), and it makes both
/// choices (`OrderExplorer`); a failure names its order in a `WORKBOOK_ORDER=…` line.
@Suite(
  "Exercise 3.1: the news does not wait for the image", .started(exercise), .watched(exercise),
  .backstop,
  .tags(.ordering))
struct Exercise3_1Tests {
  /// The screen on a gated server of the test's own, with random names and sizes.
  struct Screen {
    let watched = WatchedNetwork("3.1's home screen")
    var network: TestNetwork { watched.network }
    let model: HomeModel
    let image: Request
    let news: Request

    init() throws {
      let (imageURL, size) = try watched.network.randomImage()
      let newsURL = watched.network.randomText("Tasks take turns on the main actor", prefix: "news")
      model = HomeModel(imageURL: imageURL, newsURL: newsURL, view: AppView())
      image = Request(imageURL, done: "display \(size)")
      news = Request(newsURL, done: "display news")
    }

    /// Each response and what it led to, as they should come and as they came, to draw
    /// beside a failure.
    func arrivals(first: Request, second: Request) -> OrderOutcome {
      let expected = [first, second].flatMap { ["response \($0.name)", $0.done] }
      let seen = network.trace.labels.filter { label in
        [first, second].contains { label == "response \($0.name)" || $0.isDone(label) }
      }
      return .drawn(seen, expected: expected)
    }
  }

  @Test("Each is displayed while the other's request is still held", .tags(.ordering))
  func eachIsShownWhileTheOtherIsHeld() async {
    await OrderExplorer(names: ["image", "news"]).explore { order in
      let screen = try Screen()
      let (first, second) = order.arranged([screen.image, screen.news]).pair
      let held = first.name == screen.image.name ? "news" : "image"
      try await screen.watched.play(first: first, then: second) { screen.model.onAppearEvent() }
      let trace = screen.network.trace
      let shown = trace.firstIndex(ofLabel: first.done)
      let arrived = trace.firstIndex(ofLabel: "response \(second.name)")
      exercise.expect(
        shown != nil && arrived != nil && shown! < arrived!,
        """
        The \(held) request was held at the server and the \(held == "image" ? "news" : "image") \
        was let through, yet it was not displayed until the \(held) had arrived: \
        \(trace.summary). The two waited for each other although neither needs the other: \
        while one waits for its response, the main actor is free to run the other.
        """)
      return screen.arrivals(first: first, second: second)
    }
  }

  @Test("Both are displayed, once each, every step on the main actor", .tags(.isolation))
  func bothAreDisplayedOnTheMainActor() async {
    await OrderExplorer(names: ["image", "news"]).explore { order in
      let screen = try Screen()
      let (first, second) = order.arranged([screen.image, screen.news]).pair
      try await screen.watched.play(first: first, then: second) { screen.model.onAppearEvent() }
      let view = screen.model.view
      exercise.expect(
        view.displayedImages.count == 1,
        "The image was displayed \(view.displayedImages.count) times.")
      exercise.expect(
        view.displayedNews.count == 1, "The news was displayed \(view.displayedNews.count) times."
      )
      exercise.expect(
        view.displayedErrors.isEmpty,
        """
        Both requests succeeded, yet the view showed an error \
        (\(view.errorsShown)).
        """)
      for event in screen.network.trace.events where event.domain != .network {
        exercise.expect(
          event.domain == .mainActor,
          """
          "\(event.label)" ran on the \(event.domain.name): in this chapter the model stays on \
          the main actor.
          """)
      }
      return screen.arrivals(first: first, second: second)
    }
  }

  @Test(
    "A failed request shows its error, and the other is displayed as usual",
    .tags(.display),
    arguments: ["image", "news"])
  func failureStaysInItsOwnTask(failing: String) async {
    await OrderExplorer(names: ["image", "news"]).explore { order in
      let screen = try Screen()
      let bad = failing == "image" ? screen.image : screen.news
      screen.network.server.fail(bad.name, with: .status(503))
      let requests = [screen.image, screen.news].map { $0.name == bad.name ? $0.failing : $0 }
      let (first, second) = order.arranged(requests).pair
      try await screen.watched.play(first: first, then: second) { screen.model.onAppearEvent() }
      let view = screen.model.view
      let good = requests.first { $0.name != bad.name }!
      exercise.expect(
        view.displayedErrors.count == 1 && screen.network.trace.labels.contains(good.done),
        """
        The \(failing) request failed with 503; the view showed \(view.displayedErrors.count) \
        errors, and the trace was: \(screen.network.trace.summary). The failure must be shown, \
        and the other must still be displayed.
        """)
      return screen.arrivals(first: first, second: second)
    }
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "The news and the image must not wait for each other, and no hatch changes that.")
  }
}
