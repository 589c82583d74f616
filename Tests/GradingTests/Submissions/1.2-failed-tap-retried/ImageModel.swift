import Foundation
import Workbook

final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  /// The last tap that failed, tried again on the next tap.
  var lastFailed: URL?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: show it, or show why it cannot be shown.
  func onTapEvent(url: URL) {
    if let retry = lastFailed {
      lastFailed = nil
      onTapEvent(url: retry)
    }
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      lastFailed = url
      view.displayError(error)
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
