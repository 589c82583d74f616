import Foundation
import Workbook

@MainActor
private enum SharedImages {
  static var byURL: [URL: Image] = [:]
}

/// Images already decoded, by where they came from, shared by every model.
@MainActor
var imageCache: [URL: Image] {
  get { SharedImages.byURL }
  set { SharedImages.byURL = newValue }
}

@MainActor
final class ImageModel {
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
}

extension ImageModel {
  func fetchAndDisplayImage(url: URL) throws {
    if let hit = imageCache[url] {
      return view.displayImage(hit)
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
