import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

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

extension ImageRequest:
  @unchecked  // the main actor only reads it once sent
    Sendable
{}

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
        let image = try await decodeImage(data, for: request)
        view.displayImage(image)
      } catch {
        view.displayError(error)
      }
    }
  }

  @concurrent
  func decodeImage(_ data: Data, for request: ImageRequest) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: request.width, height: request.height)
  }
}
