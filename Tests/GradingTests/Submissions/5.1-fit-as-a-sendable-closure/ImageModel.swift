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
    let fit: @Sendable (Image) -> Image = { [width = preferredWidth, height = preferredHeight] in
      $0.scaledToFit(width: width, height: height)
    }
    return Task {
      do {
        let (data, response) = try await URLSession.shared.data(from: url)
        try response.requireSuccess()
        view.displayImage(try await decodeImage(data, then: fit))
      } catch {
        view.displayError(error)
      }
    }
  }

  /// Decodes the bytes and applies `fit` to the result, on the pool.
  @concurrent
  func decodeImage(_ data: Data, then fit: @Sendable (Image) -> Image) async throws -> Image {
    fit(try Image(decoding: data))
  }
}
