// Exercise 1.2, a right submission written differently: the tap handler does it all.

import Foundation
import Workbook

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func onTapEvent(url: URL) {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    do {
      let data = try Data(contentsOf: url)
      trace("read \(url.lastPathComponent)")
      let image = try Image(decoding: data)
      imageCache[url] = image
      view.displayImage(image)
    } catch {
      view.displayError(error)
    }
  }
}
