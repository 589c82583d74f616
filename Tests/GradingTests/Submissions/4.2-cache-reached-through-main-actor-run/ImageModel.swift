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
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try await decodeImage(data, at: url)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, at url: URL) async throws -> Image {
    if let image = await MainActor.run(body: { imageCache[url] }) {
      return image
    }
    let image = try Image(decoding: data)
    await MainActor.run { imageCache[url] = image }
    return image
  }
}
