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
    guard cached(url) == nil else {
      view.displayImage(cached(url)!)
      return
    }
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try await decodeImage(data)
    remember(image, for: url)
    view.displayImage(image)
  }

  private func cached(_ url: URL) -> Image? { imageCache[url] }
  private func remember(_ image: Image, for url: URL) { imageCache[url] = image }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try Self.decodePixels(data)
  }

  nonisolated private static func decodePixels(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}
