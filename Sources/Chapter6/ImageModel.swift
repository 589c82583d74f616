import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image app's model, handing a non-Sendable image from the pool to the main actor.
///
/// The model belongs to the main actor (default isolation `MainActor`), as a model class
/// usually does, so the view can show what it holds (Embrace Swift concurrency, 21:20). It
/// keeps the images it showed in `cachedImage`. The image itself is a `MyImage`, a
/// non-Sendable class: it is loaded, scaled and given its effect on the pool, by one task,
/// and only once that task has finished changing it is it sent to the main actor, which
/// keeps it from then on. The compiler checks each step (18:30–23:18).
final class ImageModel {
  /// The images shown so far, by where they came from: main-actor state, so once an image
  /// is here only the main actor touches it.
  var cachedImage: [URL: MyImage] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it scaled, or shows why it cannot be
  /// shown.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        let data = try await fetchImageData(url: url)
        try await scaleAndDisplay(imageData: data, url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Fetches the bytes of the image at `url`: `Data`, a `Sendable` value.
  func fetchImageData(url: URL) async throws -> Data {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    return data
  }

  /// Loads, scales, gives the image its second effect, then displays it, in that order, in
  /// the calling task, on the pool (20:54 and 21:20).
  ///
  /// Every change happens before the image is sent to the main actor by `await
  /// display(_:for:)`. After that line this function must not touch the image: the main
  /// actor may be drawing it, and keeps it in its cache.
  @concurrent
  func scaleAndDisplay(imageData: Data, url: URL) async throws {
    let image = try loadImage(imageData)
    image.scale(by: 0.5)
    image.applyAnotherEffect()
    await display(image, for: url)
  }

  /// The same three steps in a new task that runs on the pool, started from the main actor
  /// (20:38). The main actor does not touch the image: the task loads it, scales it, and only
  /// then sends it back to be displayed.
  @discardableResult
  func scaleAndDisplayInTask(imageData: Data, url: URL) -> Task<Void, Never> {
    Task { @concurrent in
      do {
        let image = try loadImage(imageData)
        image.scale(by: 0.5)
        await display(image, for: url)
      } catch {
        await view.displayError(error)
      }
    }
  }

  /// Scales the image in a closure that `perform(afterDelay:body:)` calls later (22:06).
  ///
  /// The closure captures `image`: a second reference to the same object, shared state. It is
  /// safe because the closure is neither `@Sendable` nor escaping, and `perform` runs in this
  /// task, on the pool: it is called once, before the display, never at the same time as
  /// anything else that touches the image.
  @concurrent
  func scaleAndDisplayAfterDelay(
    imageData: Data, url: URL, delay: Duration
  ) async throws {
    let image = try loadImage(imageData)
    try await perform(afterDelay: delay) {
      image.scale(by: 0.5)
    }
    await display(image, for: url)
  }

  /// Waits for `delay`, then calls `body`, where its caller runs (22:06).
  ///
  /// It is `nonisolated` and `async`: with `NonisolatedNonsendingByDefault` it runs on its
  /// caller's actor, or on the pool for a `@concurrent` caller, so `body` never crosses into
  /// another isolation domain.
  nonisolated func perform(afterDelay delay: Duration, body: () -> Void) async throws {
    try await Task.sleep(for: delay)  // SLEEP-OK: the talk's delay, not an ordering
    body()
  }

  /// Decodes the bytes into a new image object, where the caller runs (20:38).
  nonisolated func loadImage(_ data: Data) throws -> MyImage {
    MyImage(try Image(decoding: data))
  }

  /// Keeps the image and shows it, on the main actor. From here on the image is the main
  /// actor's: it lives in `cachedImage`.
  func display(_ image: MyImage, for url: URL) {
    cachedImage[url] = image
    view.displayImage(image.snapshot())
  }
}
