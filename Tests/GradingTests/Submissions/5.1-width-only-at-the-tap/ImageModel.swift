// Exercise 5.1: The request keeps its size (reference solution)
//
// The tap makes an `ImageRequest`, a Sendable value holding the URL and the size preferred
// at that moment, and the task holds its own copy of it. Whatever the main actor does to its
// preferences afterwards, the request in flight keeps its size (Embrace Swift concurrency,
// 15:18 and 16:56).

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an image is and how big to show it: a value, so every holder has its own copy.
nonisolated struct ImageRequest: Sendable {
  var url: URL
  var width: Int
  var height: Int
}

final class ImageModel {
  /// The box new images are scaled to fit. The user may change it at any time.
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it at the size preferred now, or
  /// shows why it cannot be shown.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    let request = ImageRequest(url: url, width: preferredWidth, height: 0)
    return Task {
      do {
        try await fetchAndDisplayImage(request)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(_ request: ImageRequest) async throws {
    let (data, response) = try await URLSession.shared.data(from: request.url)
    try response.requireSuccess()
    let image = try await decodeImage(data, for: request, lateHeight: preferredHeight)
    view.displayImage(image)
  }

  /// Decodes the bytes and scales the image to fit the request's box, on the pool.
  @concurrent
  func decodeImage(_ data: Data, for request: ImageRequest, lateHeight: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: request.width, height: lateHeight)
  }
}
