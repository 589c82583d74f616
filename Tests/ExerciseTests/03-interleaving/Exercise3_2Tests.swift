import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Exercise3_2

private nonisolated let exercise = ExerciseFile.exercise(
  "3.2", "03-interleaving/3.2-preview-first/ImageModel.swift")

/// Grades exercise 3.2: the preview is displayed, then the full image, in every order of
/// arrival (Embrace Swift concurrency, 9:15).
///
/// The simulated server is gated, so the order in which the two responses arrive is the
/// test's choice (see `WatchedNetwork.play`), and each test makes both choices (`OrderExplorer`);
/// a failure names its order in a `WORKBOOK_ORDER=…` line.
@Suite(
  "Exercise 3.2: the preview comes first, the full image stays", .started(exercise),
  .watched(exercise), .backstop,
  .tags(.ordering))
struct Exercise3_2Tests {
  /// A photo on a gated server of the test's own: a small preview and a larger full image,
  /// with random names and sizes.
  struct Photo {
    let watched = WatchedNetwork("3.2's photo")
    var network: TestNetwork { watched.network }
    let preview: (url: URL, size: String)
    let full: (url: URL, size: String)

    init() throws {
      preview = try watched.network.randomImage(prefix: "preview", sides: 2...16)
      full = try watched.network.randomImage(prefix: "full", sides: 24...48)
    }

    var previewRequest: Request { Request(preview.url, done: "display \(preview.size)") }
    var fullRequest: Request { Request(full.url, done: "display \(full.size)") }

    /// A model that opened the photo, the two responses let through in `order`'s order
    /// (preview, full); with `previewDropped`, the preview's connection is dropped instead.
    @discardableResult
    func opened(_ order: ArrivalOrder, previewDropped: Bool = false) async throws -> ImageModel {
      var previewRequest = previewRequest
      if previewDropped {
        network.server.fail(preview.url.lastPathComponent, with: .droppedConnection)
        previewRequest = previewRequest.failing
      }
      let model = ImageModel(view: AppView())
      let (first, second) = order.arranged([previewRequest, fullRequest]).pair
      try await watched.play(first: first, then: second) {
        model.onOpenEvent(preview: preview.url, full: full.url)
      }
      return model
    }

    /// The images the view showed, as they should be and as they were, to draw beside a
    /// failure.
    func displays(_ shown: [String]) -> OrderOutcome {
      .drawn(
        shown.map { "display \($0)" }, expected: [preview.size, full.size].map { "display \($0)" })
    }
  }

  @Test(
    "The preview, then the full image, whichever response arrives first", .tags(.ordering, .display)
  )
  func orderHoldsForEveryArrival() async {
    await OrderExplorer(names: ["preview", "full"]).explore { order in
      let photo = try Photo()
      let model = try await photo.opened(order)
      let arrivingFirst = order.arranged(["preview", "full"])[0]
      let shown = model.view.displayedImages.map(\.description)
      exercise.expect(
        shown == [photo.preview.size, photo.full.size],
        """
        The \(arrivingFirst) image's response arrived first, and the view showed \
        \(shown.isEmpty ? "nothing" : shown.joined(separator: ", then ")) (the preview is \
        \(photo.preview.size), the full image \(photo.full.size)). \
        \(shown.last == photo.preview.size ? "The preview covered the full image. " : "")\
        The network may answer in either order, and the preview must still be displayed \
        first and the full image last.
        """)
      return photo.displays(shown)
    }
  }

  @Test("The full image is fetched only once the preview is on screen", .tags(.ordering))
  func fullImageIsFetchedAfterThePreview() async {
    await OrderExplorer(names: ["preview", "full"]).explore { order in
      let photo = try Photo()
      let model = try await photo.opened(order)
      let trace = photo.network.trace
      let previewShown = trace.firstIndex(ofLabel: photo.previewRequest.done) ?? Int.max
      let fullAsked =
        trace.firstIndex(ofLabel: "request \(photo.full.url.lastPathComponent)") ?? -1
      exercise.expect(
        previewShown < fullAsked,
        """
        The full image was requested before the preview was displayed: \(trace.summary). \
        Until the preview is on screen, it must have the connection to itself.
        """)
      return photo.displays(model.view.displayedImages.map(\.description))
    }
  }

  @Test("A failed preview shows its error, then the full image", .tags(.display))
  func failedPreview() async {
    await OrderExplorer(names: ["preview", "full"]).explore { order in
      let photo = try Photo()
      let model = try await photo.opened(order, previewDropped: true)
      exercise.expect(
        model.view.displayedErrors.count == 1,
        """
        The preview's connection was dropped, and the view showed \
        \(model.view.displayedErrors.count) errors, not 1: the failed preview's error must \
        reach view.displayError, once.
        """)
      exercise.expect(
        model.view.displayedImages.map(\.description) == [photo.full.size],
        """
        The preview's connection was dropped; the view showed \
        \(summary(model.view.displayedImages.map(\.description))) besides the error. The full \
        image must still come.
        """)
      // The error takes the preview's place: shown before the full image, as the preview is.
      let labels = photo.network.trace.labels
      let errorShown = labels.firstIndex { $0.hasPrefix("error ") }
      let fullShown = labels.firstIndex(of: photo.fullRequest.done)
      if let errorShown, let fullShown {
        exercise.expect(
          errorShown < fullShown,
          """
          The preview's connection was dropped, and its error was shown only after the full \
          image: \(photo.network.trace.summary). The error takes the preview's place, so the \
          user must see it first, then the full image.
          """)
      }
      return .checked
    }
  }

  @Test("Every step runs on the main actor", .tags(.isolation))
  func everyStepOnTheMainActor() async {
    await OrderExplorer(names: ["preview", "full"]).explore { order in
      let photo = try Photo()
      try await photo.opened(order)
      for event in photo.network.trace.events where event.domain != .network {
        exercise.expect(
          event.domain == .mainActor,
          """
          "\(event.label)" ran on the \(event.domain.name): in this chapter the model stays on \
          the main actor.
          """)
      }
      return .checked
    }
  }

  @Test("The solution uses no escape hatch")
  func noEscapeHatch() async throws {
    try await expectNoEscapeHatches(
      in: exercise,
      hint: "The preview must come first whatever the network does, and no hatch can order that.")
  }
}
