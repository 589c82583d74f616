import Foundation
import Workbook

/// The image app's model, single-threaded: it reads an image file, decodes it and shows it.
///
/// Nothing here says where it runs, and nothing needs to: this module is built with
/// default isolation `MainActor`, so the model, the view and every call between them run
/// on the main actor, one thing at a time (Embrace Swift concurrency, 3:17). That is
/// simple and safe. It is also why, while a large image decodes, the app cannot draw a
/// single frame.
final class ImageModel {
  /// Images already decoded, by where they came from.
  var imageCache: [URL: Image] = [:]
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

  /// Reads the file at `url`, decodes it and displays it, all before returning (4:57).
  ///
  /// An image seen before comes from the cache, without reading or decoding again.
  func fetchAndDisplayImage(url: URL) throws {
    if let image = imageCache[url] {
      view.displayImage(image)
      return
    }
    let data = try Data(contentsOf: url)
    trace("read \(url.lastPathComponent)")
    let image = try decodeImage(data)
    imageCache[url] = image
    view.displayImage(image)
  }

  /// Turns the file's bytes into pixels: real work, slow for a large image. The main actor
  /// can do nothing else meanwhile.
  func decodeImage(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}
