import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

#if swift(>=6)
  /// Where an image is, and how big to show it.
  nonisolated struct ImageRequest: Sendable {
    var url: URL
    var width: Int
    var height: Int
  }
#else
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
#endif

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
