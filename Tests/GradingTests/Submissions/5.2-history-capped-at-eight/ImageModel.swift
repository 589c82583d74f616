//
// Exercise 5.2: A request that can travel
//
// Each tap makes an `ImageRequest`, keeps it in `history` (the main actor's list of what the
// user asked for), and sends it to `decodeImage`, on the concurrent pool. `ImageRequest` is a
// class here: the pool and the main actor would hold one object between them, and the main
// actor could change it while the pool reads it. The Swift 6 language mode rejects it:
//
//   error: sending 'request' risks causing data races
//
// This module is built in Swift 5 mode, with its warnings silenced, so that it builds at all;
// once you start the exercise, the grader compiles this file in Swift 6 mode and quotes the
// errors.
//
// Fix the data race, so that this file compiles cleanly in Swift 6 mode. Each tap still
// records its request in `history`, the decode and the scaling stay on the pool, and the
// image is displayed at the size of its request. Telling the compiler to look away
// (nonisolated(unsafe), @unchecked Sendable, @preconcurrency, assumeIsolated) is not a fix,
// and is rejected.
// Keep the names `ImageModel`, `ImageRequest` (with `url`, `width` and `height`), `history`,
// `preferredWidth`, `preferredHeight` and `onTapEvent(url:)`: the grader uses them.
//
// Check:  swift run workbook watch 5.2      Stuck?  swift run workbook hint 5.2

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an image is, and how big to show it.
nonisolated struct ImageRequest: Sendable {
  var url: URL
  var width: Int
  var height: Int
}

final class ImageModel {
  /// The box new images are scaled to fit.
  var preferredWidth = 120
  var preferredHeight = 90
  /// Every request made, in order.
  var history: [ImageRequest] = []
  /// How many requests the history holds.
  let historyLimit = 8
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it, or shows why it cannot be shown.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
        history.append(request)
        if history.count > historyLimit {
          history.removeFirst(history.count - historyLimit)
        }
        let (data, response) = try await URLSession.shared.data(from: url)
        try response.requireSuccess()
        let image = try await decodeImage(data, for: request)
        view.displayImage(image)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Decodes the bytes and scales the image to fit the request's box, on the pool.
  @concurrent
  func decodeImage(_ data: Data, for request: ImageRequest) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: request.width, height: request.height)
  }
}
