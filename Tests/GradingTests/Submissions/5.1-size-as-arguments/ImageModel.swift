// Exercise 5.1, a right submission written differently: the size travels as two arguments.

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
    let height = preferredHeight
    return Task {
      do {
        try await fetchAndDisplayImage(url: url, width: width, height: height)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL, width: Int, height: Int) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    view.displayImage(try await decodeImage(data, width: width, height: height))
  }

  @concurrent
  func decodeImage(_ data: Data, width: Int, height: Int) async throws -> Image {
    try Image(decoding: data).scaledToFit(width: width, height: height)
  }
}
