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
    guard imageCache[url] == nil else {
      view.displayImage(imageCache[url]!)
      return
    }
    let image = try decode(try read(url))
    imageCache[url] = image
    view.displayImage(image)
  }

  private func read(_ url: URL) throws -> Data {
    let bytes = try Data(contentsOf: url, options: .uncached)
    trace("read \(url.lastPathComponent)")
    return bytes
  }

  private func decode(_ bytes: Data) throws(ImageError) -> Image {
    try Image(decoding: bytes)
  }
}
