import Foundation
import Testing
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// A chapter's image model as the bad-input scenes drive it: tapped with a URL, it shows
/// what it fetched, or why it could not, on its view.
///
/// Each chapter's test target declares its own `ImageModel`'s conformance, and says there what
/// "cached nothing" means for that model (chapter 6 keeps `MyImage`s in `cachedImage`, the
/// others `Image`s in `imageCache`).
@MainActor
public protocol BadInputModel: AnyObject {
  /// The view it shows images and errors on.
  var view: AppView { get }
  /// Whether it has kept no image: what a failure must leave behind.
  var cachesNothing: Bool { get }
  /// The tap on an image's URL: fetch, decode, display, or display the error.
  func onTapEvent(url: URL) -> Task<Void, Never>
}

/// The bad inputs that chapters 2 to 7 each run over their own image model: the scene and
/// what the view must show are the same in every chapter, so they are written once here;
/// what a chapter's model keeps beyond them (chapter 5's byte count, chapter 7's
/// connections), the chapter's own test checks after the scene.
///
/// Each scene serves its input on a network of its own, taps once, and checks the view.
public enum BadInputScenes {
  /// The failures a request can end with: a status the server refuses with, and a
  /// connection dropped before the response.
  public static let failures: [NetworkFailure] = [
    .status(404), .status(503), .droppedConnection,
  ]

  /// A PPM file cut short: the decoder throws (on the pool, from chapter 4), and the error
  /// comes back to the main actor's error display, with nothing shown and nothing cached.
  @MainActor
  public static func decodingError(
    _ model: some BadInputModel, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let network = TestNetwork(gated: false)
    network.server.serve(Data("P6 4 4 255\n\u{1}\u{2}".utf8), as: "truncated.ppm")
    let url = network.server.url(for: "truncated.ppm")
    await network.traced { model.onTapEvent(url: url) }.value
    #expect(model.view.displayedImages.isEmpty, sourceLocation: sourceLocation)
    #expect(model.view.displayedErrors.first is ImageError, sourceLocation: sourceLocation)
    #expect(model.cachesNothing, sourceLocation: sourceLocation)
    let error = try #require(network.trace.events.last, sourceLocation: sourceLocation)
    #expect(error.label.hasPrefix("error"), sourceLocation: sourceLocation)
    #expect(error.domain == .mainActor, sourceLocation: sourceLocation)
  }

  /// A request that fails with `failure`: the view shows the server's or the connection's
  /// error (not a decoder's about an error page), and nothing is decoded, shown or cached.
  @MainActor
  public static func failedRequest(
    _ model: some BadInputModel, failure: NetworkFailure,
    sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let network = TestNetwork(gated: false)
    let url = try network.image(named: "photo.ppm", width: 4, height: 3)
    network.server.fail("photo.ppm", with: failure)
    await network.traced { model.onTapEvent(url: url) }.value
    let errors = model.view.displayedErrors
    #expect(model.view.displayedImages.isEmpty, sourceLocation: sourceLocation)
    #expect(errors.count == 1, sourceLocation: sourceLocation)
    switch failure {
    case .status(let status):
      #expect(
        errors.first as? HTTPStatusError == HTTPStatusError(status: status, url: url),
        sourceLocation: sourceLocation)
    case .droppedConnection:
      #expect(
        (errors.first as? URLError)?.code == .networkConnectionLost,
        sourceLocation: sourceLocation)
    }
    #expect(model.cachesNothing, sourceLocation: sourceLocation)
    #expect(
      !network.trace.labels.contains { $0.hasPrefix("decode") || $0.hasPrefix("display") },
      sourceLocation: sourceLocation)
  }

  /// A missing image tapped between two taps on a good one: the good one is shown both
  /// times, and the missing one's error once.
  @MainActor
  public static func othersStillShown(
    _ model: some BadInputModel, sourceLocation: SourceLocation = #_sourceLocation
  ) async throws {
    let network = TestNetwork(gated: false)
    let good = try network.image(named: "good.ppm", width: 4, height: 3)
    let missing = network.server.url(for: "missing.ppm")
    for url in [good, missing, good] {
      await model.onTapEvent(url: url).value
    }
    #expect(model.view.displayedImages.count == 2, sourceLocation: sourceLocation)
    #expect(model.view.displayedErrors.count == 1, sourceLocation: sourceLocation)
  }
}
