// Exercise 2.1, a wrong submission: a failure is not reported, the app just quits cleanly.

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
        Foundation.exit(0)
      }
    }
  }

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
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
