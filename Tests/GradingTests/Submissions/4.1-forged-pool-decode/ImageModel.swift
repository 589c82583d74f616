// Exercise 4.1, a wrong submission: decode where it was, and tell the trace otherwise.

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
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try Trace.$current.withValue(nil) { try Image(decoding: data) }
    await Self.tellTheTrace("decode \(image.width)×\(image.height)")
    imageCache[url] = image
    view.displayImage(image)
  }

  /// A span of its own, begun and ended on the pool, that reads like the decoder's.
  @concurrent
  static func tellTheTrace(_ label: String) async {
    span(label) {}
  }
}
