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
    let tapped = (width: preferredWidth, height: preferredHeight)
    return Task {
      do {
        try await fetchAndDisplayImage(url: url, tapped: tapped)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL, tapped: (width: Int, height: Int)) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    // Never show an image bigger than the box the user wants now.
    let width = min(tapped.width, preferredWidth)
    let height = min(tapped.height, preferredHeight)
    let image = try await decodeImage(data, width: width, height: height)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
