// NOT STARTED: delete this line to have exercise 2.1 graded.
//
// Exercise 2.1: A failed request is reported
//
// Each tap starts a task that fetches its image over the network. When the network fails,
// the user sees nothing at all: no image, no error. A server that answers `503 Service
// Unavailable`, a `404`, a connection dropped halfway: the tap simply does nothing, and
// nobody can tell why.
//
// Make every failure of a tap reach `view.displayError`, with its own error and nothing
// displayed: a server's error status as the kit's `HTTPStatusError` (not as a decoding error
// about the error page the server sent back), a dropped connection as the `URLError` that
// URLSession throws. After a failure the app carries on: the next tap is shown as usual.
// Keep the `trace("fetched …")` line right after the fetch: the grader follows it.
//
// Check:  swift run workbook watch 2.1      Stuck?  swift run workbook hint 2.1

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
  /// The task is returned so that the grader can wait for it; an app would ignore it.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      // TODO: the user must see why an image cannot be shown.
      try? await fetchAndDisplayImage(url: url)
    }
  }

  /// Fetches the image at `url`, decodes it and displays it.
  func fetchAndDisplayImage(url: URL) async throws {
    // TODO: an answer that is not a success is not an image.
    let (data, _) = try await URLSession.shared.data(from: url)
    trace("fetched \(url.lastPathComponent)")
    let image = try decodeImage(data, at: url)
    view.displayImage(image)
  }

  /// Turns the bytes fetched from `url` into pixels, or returns the image decoded before.
  func decodeImage(_ data: Data, at url: URL) throws -> Image {
    if let image = imageCache[url] {
      return image
    }
    let image = try Image(decoding: data)
    imageCache[url] = image
    return image
  }
}
