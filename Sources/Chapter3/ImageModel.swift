import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// The image app's model, now fetching its images over the network, asynchronously.
///
/// It still runs entirely on the main actor (default isolation `MainActor`), as in
/// chapter 1. What changed is the wait: the fetch is an `await`, and while it waits the
/// model's task is suspended and the main actor is free to draw frames and handle other
/// events (Embrace Swift concurrency, 6:00). The decode has not moved, so a large image
/// still freezes the app while it decodes.
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

  /// Fetches the image at `url`, decodes it and displays it (6:10).
  ///
  /// The function suspends at the `await` and resumes when the data is there; until then the
  /// main actor runs other work. In the trace, `fetched` is recorded only after the response.
  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try decodeImage(data, at: url)
    view.displayImage(image)
  }

  /// Turns the bytes fetched from `url` into pixels, or returns the image decoded from `url`
  /// before. Decoding is real work, slow for a large image, and the main actor can do nothing
  /// else meanwhile.
  ///
  /// The `at:` parameter appears in the talk's listing at 10:40, with no body to speak of; the
  /// cache check in it is ours. The talk first shows a body like this one at 11:30, already
  /// `@concurrent`, where the compiler rejects it: chapter 4 takes that step.
  func decodeImage(_ data: Data, at url: URL) throws -> Image {
    if let image = imageCache[url] {
      return image
    }
    let image = try Image(decoding: data)
    imageCache[url] = image
    return image
  }
}
