import Foundation
import Workbook

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  var lastShown: Image?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func onTapEvent(url: URL) {
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      view.displayError(error)
      if let lastShown { view.displayImage(lastShown) }
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    if let image = imageCache[url] {
      lastShown = image
      view.displayImage(image)
      return
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    lastShown = image
    view.displayImage(image)
  }
}
