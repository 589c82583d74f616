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
    let box = (width: preferredWidth, height: preferredHeight)
    return Task {
      do {
        let image = try await fetchImage(url: url)
        view.displayImage(image.scaledToFit(width: box.width, height: box.height))
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchImage(url: URL) async throws -> Image {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    return try await decodeImage(data)
  }

  /// Decodes the bytes on the pool.
  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try Image(decoding: data)
  }
}
