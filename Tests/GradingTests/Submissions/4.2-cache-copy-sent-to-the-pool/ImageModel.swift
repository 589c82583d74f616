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
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let (image, cache) = try await decodeImage(data, at: url, cache: imageCache)
    imageCache = cache
    view.displayImage(image)
  }

  /// Works on its own copy of the cache: a dictionary is a value, so the pool never touches
  /// the main actor's.
  @concurrent
  func decodeImage(_ data: Data, at url: URL, cache: [URL: Image]) async throws -> (
    Image, [URL: Image]
  ) {
    var cache = cache
    if let image = cache[url] {
      return (image, cache)
    }
    let image = try Image(decoding: data)
    cache[url] = image
    return (image, cache)
  }
}
