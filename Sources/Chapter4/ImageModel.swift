import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image app's model, decoding off the main actor.
///
/// The model still belongs to the main actor (default isolation `MainActor`), and so do its
/// cache and its view. What changed is `decodeImage`: it is `@concurrent`, so it always runs
/// on the concurrent thread pool, and the main actor stays free while an image decodes
/// (Embrace Swift concurrency, 11:07). Code on the pool cannot touch the main actor's cache,
/// so the cache check moved into `fetchAndDisplayImage`, which runs on the main actor (12:37).
final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it, or shows why it cannot be shown
  /// (7:31).
  ///
  /// The task runs on the main actor, like the code that starts it. It is returned so that a
  /// caller can wait for it; a tap handler in an app would ignore it.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Displays the image at `url`: from the cache at once, else fetched and decoded (12:37).
  ///
  /// An image in the cache is displayed before the function returns, without a single
  /// suspension. Any other is fetched while the task is suspended, decoded on the pool while
  /// it is suspended again, then cached and displayed back on the main actor.
  func fetchAndDisplayImage(url: URL) async throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try await decodeImage(data)
    imageCache[url] = image
    view.displayImage(image)
  }

  /// Turns the fetched bytes into pixels, on the concurrent thread pool (11:11).
  ///
  /// `@concurrent` takes it off the caller's actor, always. It reaches none of the model's
  /// main-actor state, and needs none: bytes come in and an image goes out, both `Sendable`
  /// values, safe to pass between the main actor and the pool.
  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try ImageDecoder().decode(data)
  }
}
