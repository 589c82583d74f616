import Foundation
import Workbook

/// Kept so that the rest of the app still builds; nothing writes it any more.
@MainActor
var imageCache: [URL: Image] = [:]

@MainActor
final class ImageModel {
  private var images: [URL: Image] = [:]
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
    if let image = images[url] {
      view.displayImage(image)
      return
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    images[url] = image
    view.displayImage(image)
  }
}
