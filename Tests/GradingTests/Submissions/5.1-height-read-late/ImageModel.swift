import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    let width = preferredWidth
    return Task {
      do {
        try await fetchAndDisplayImage(url: url, width: width)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL, width: Int) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    let image = try await decodeImage(data, width: width, height: preferredHeight)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
