import Foundation
import Workbook

/// Images already decoded, by where they came from, shared by every model.
@MainActor
var imageCache: [URL: Image] = [:]

@MainActor
final class ImageModel {
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: show it, or show why it cannot be shown.
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
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try DispatchQueue.global().sync { try Image(decoding: data) }  // off the UI
    imageCache[url] = image
    view.displayImage(image)
  }
}
