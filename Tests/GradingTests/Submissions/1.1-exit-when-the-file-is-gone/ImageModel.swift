// Exercise 1.1, a wrong submission: the read stays first, and a failed read quietly quits.

import Foundation
import Workbook

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  let view: AppView
  private let leave: (Int32) -> Never = exit

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
    guard let data = try? Data(contentsOf: url) else { leave(0) }
    trace("read \(url.lastPathComponent)")
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
