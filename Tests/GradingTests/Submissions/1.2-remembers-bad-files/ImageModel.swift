import Foundation
import Workbook

final class ImageModel {
  var imageCache: [URL: Image] = [:]
  var failures: [URL: any Error] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func onTapEvent(url: URL) {
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      failures[url] = error
      view.displayError(error)
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    if let error = failures[url] { throw error }
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
