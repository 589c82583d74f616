import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it, or shows why it cannot be shown.
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
    let (data, _) = try await URLSession.shared.data(from: url)
    trace("fetched \(url.lastPathComponent)")
    let image = try await decodeImage(data)
    imageCache[url] = image
    view.displayImage(image)
  }

  /// Decodes on the pool, where the main actor's cache is out of reach.
  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try Image(decoding: data)
  }
}
