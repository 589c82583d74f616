//
// Exercise 4.1: The decode leaves the main actor
//
// This is chapter 3's model. The fetch no longer blocks anything, but the decode still runs
// on the main actor, like everything in this module (default isolation MainActor): while a
// large image decodes, the app cannot draw a single frame.
//
// Make `decodeImage` run on the concurrent thread pool, and only the decode: the fetch's
// result, the cache and the view stay on the main actor, as do every other step. Code on the
// pool may not touch the main actor's state; the compiler will tell you where it does.
// A tap on an image that is already in the cache must display it at once: no request, and
// no suspension before the image is on screen.
// Keep the names `ImageModel`, `onTapEvent(url:)`, `fetchAndDisplayImage(url:)`, and the
// `trace("fetched …")` line right after the fetch: the grader follows them.
//
// Check:  swift run workbook watch 4.1      Stuck?  swift run workbook hint 4.1

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it, or shows why it cannot be shown.
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

  /// Decodes in the background and waits for the result, so the main actor stays free
  /// while the pixels are worked out.
  func decodeImage(_ data: Data) async throws -> Image {
    try await Task.detached(priority: .userInitiated) {
      try Image(decoding: data)
    }.value
  }
}
