// Exercise 2.2, a right submission written differently: the fetch as an async let child.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        view.displayError(error)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    async let fetched = URLSession.shared.data(from: url)
    let (data, response) = try await fetched
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
