import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  let view: View

  init(view: View) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    let width = preferredWidth
    let height = preferredHeight
    return Task {
      do {
        let (data, response) = try await URLSession.shared.data(from: url)
        try response.requireSuccess()
        let decoded = try await decodeImage(data)
        view.displayImage(decoded.scaledToFit(width: width, height: height))
      } catch {
        view.displayError(error)
      }
    }
  }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try Image(decoding: data)
  }
}
