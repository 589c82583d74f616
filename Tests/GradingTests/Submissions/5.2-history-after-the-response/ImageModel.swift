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
        let (data, response) = try await URLSession.shared.data(from: url)
        history.append(request)
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
