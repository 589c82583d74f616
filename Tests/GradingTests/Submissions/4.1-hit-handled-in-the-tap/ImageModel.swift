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
    if let hit = imageCache[url] {
      view.displayImage(hit)
      return Task {}
    }
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
    trace("fetched \(url.lastPathComponent)")
    let image = try await Self.pixels(from: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}

extension ImageModel {
  @concurrent
  fileprivate static func pixels(from data: Data) async throws -> Image {
    try Image(decoding: data)
  }
}
