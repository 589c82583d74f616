import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

/// Where an image is, and how big to show it.
nonisolated final class ImageRequest {
  var url: URL
  var width: Int
  var height: Int

  init(url: URL, width: Int, height: Int) {
    self.url = url
    self.width = width
    self.height = height
  }
}

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  var history: [ImageRequest] = []
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
        history.append(request)
        let (data, response) = try await URLSession.shared.data(from: url)
        try response.requireSuccess()
        let image = try await decodeImage(data, width: request.width, height: request.height)
        view.displayImage(image)
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Decodes the bytes and scales the image to fit the box, on the pool.
  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
