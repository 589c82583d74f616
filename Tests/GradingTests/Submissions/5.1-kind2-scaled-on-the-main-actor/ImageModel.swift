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
    let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
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
    let decoded = try await decodeImage(data)
    view.displayImage(decoded.scaledToFit(width: request.width, height: request.height))
  }

  /// Decodes the bytes, on the pool.
  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try Image(decoding: data)
  }
}
