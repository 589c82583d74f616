import Foundation
import Workbook

struct TapFailed: Error, CustomStringConvertible {
  let file: String
  let reason: String
  var description: String { "could not show \(file): \(reason)" }
}

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
      view.displayError(TapFailed(file: url.lastPathComponent, reason: "\(error)"))
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
