import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an image is, and how big to show it: a value, so every holder has its own copy.
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
        let (data, response) = try await URLSession.shared.data(from: url)
        try response.requireSuccess()
        let image = try await decodeImage(data, for: request)
        view.displayImage(image)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Decodes the bytes and scales the image to fit the request's box.
  func decodeImage(_ data: Data, for request: ImageRequest) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: request.width, height: request.height)
  }
}
