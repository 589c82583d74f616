// Exercise 4.2, a wrong submission: the hatch sits behind a regex that looks like a string.

import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  let names = #/"//"/#
  nonisolated(unsafe) var imageCache: [URL: Image] = [:]
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
    view.displayImage(try await decodeImage(data, at: url))
  }

  @concurrent
  func decodeImage(_ data: Data, at url: URL) async throws -> Image {
    let image = try Image(decoding: data)
    imageCache[url] = image
    return image
  }
}
