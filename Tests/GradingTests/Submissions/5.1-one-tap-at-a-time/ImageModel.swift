// Exercise 5.1, a wrong submission: each tap keeps its size, but waits for the tap before it.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

nonisolated struct ImageRequest: Sendable {
  var url: URL
  var width: Int
  var height: Int
}

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView
  /// The last tap's task: the next tap starts once it is done, so images come in tap order.
  private var lastTap: Task<Void, Never>?

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
    let previous = lastTap
    let tap = Task {
      await previous?.value
      do {
        try await fetchAndDisplayImage(request)
      } catch {
        view.displayError(error)
      }
    }
    lastTap = tap
    return tap
  }

  func fetchAndDisplayImage(_ request: ImageRequest) async throws {
    let (data, response) = try await URLSession.shared.data(from: request.url)
    try response.requireSuccess()
    let image = try await decodeImage(data, for: request)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, for request: ImageRequest) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: request.width, height: request.height)
  }
}
