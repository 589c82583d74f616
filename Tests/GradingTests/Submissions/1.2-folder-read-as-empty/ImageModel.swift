// Exercise 1.2, a wrong submission: the missing file is checked for, other reads are not.

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
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      throw CocoaError(.fileReadNoSuchFile, userInfo: [NSFilePathErrorKey: url.path])
    }
    let data = (try? Data(contentsOf: url)) ?? Data()
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
