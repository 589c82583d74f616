import Foundation
import Workbook

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func onTapEvent(url: URL) {
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      view.displayError(error)
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    guard let cached = imageCache[url] else {
      view.displayImage(try loadAndRemember(url))
      return
    }
    view.displayImage(cached)
  }

  private func loadAndRemember(_ url: URL) throws -> Image {
    let bytes = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let decoded = try Image(decoding: bytes)
    imageCache.updateValue(decoded, forKey: url)
    return decoded
  }
}
