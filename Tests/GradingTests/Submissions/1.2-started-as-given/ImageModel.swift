import Foundation
import Workbook

final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// The user tapped an image: show it, or show why it cannot be shown.
  func onTapEvent(url: URL) {
    // TODO: the user must see why an image cannot be shown.
    do {
      try fetchAndDisplayImage(url: url)
    } catch {
      print("could not open \(url.lastPathComponent): \(error)")
    }
  }

  func fetchAndDisplayImage(url: URL) throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    // TODO: a file that cannot be read must fail here, with the read's error.
    let data = (try? Data(contentsOf: url)) ?? Data()
    trace("read \(url.lastPathComponent)")
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
