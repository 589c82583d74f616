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
    let image = data.count > 65_536 ? try await decodeImage(data) : try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try Image(decoding: data)
  }
}
