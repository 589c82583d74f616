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
  var preferredWidth = 120
  var preferredHeight = 90
  var history: [ImageRequest] = []
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    let request = ImageRequest(url: url, width: preferredWidth, height: preferredHeight)
    history.removeAll { $0.url == url }
    history.append(request)
    return Task {
      do {
        let (data, response) = try await URLSession.shared.data(from: request.url)
        try response.requireSuccess()
        view.displayImage(try await decodeImage(data, for: request))
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
