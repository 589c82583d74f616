// Exercise 1.3: The shared cache belongs to the main actor (reference solution)
//
// `@MainActor` puts the cache where the model is: only main-actor code may touch it, one
// thing at a time, and the compiler checks every use. ImageModel runs on the main actor, so
// its uses need no change.

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
    let image = try Image(decoding: data)
    imageCache[url] = image
    view.displayImage(image)
  }
}
