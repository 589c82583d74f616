// Exercise 5.1, a wrong submission: the tap's size, in a single place every tap shares.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var preferredWidth = 120
  var preferredHeight = 90
  private var sizeAtTap = (width: 120, height: 90)
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    sizeAtTap = (preferredWidth, preferredHeight)
    return Task {
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    let image = try await decodeImage(data, width: sizeAtTap.width, height: sizeAtTap.height)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
