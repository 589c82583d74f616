// NOT STARTED: delete this line to have exercise 1.2 graded.
//
// Exercise 1.2: A bad file is reported, and nothing is shown
//
// When a tap cannot show its image, the user must see why. Here they see nothing: the
// error goes to the console, where no user looks. Worse, a missing file is read as empty
// data, so the decoder then complains about a corrupt image that was never there.
//
// Make every failure reach `view.displayError`, with nothing displayed: a missing or
// unreadable file with the read's own error, a file that is not a valid image with the
// decoder's error. After a bad file the app carries on: the next good image is shown as usual,
// and a file that was fixed since is read again.
// Keep the `trace("read …")` line right after the read: the grader follows it.
//
// Check:  swift run workbook watch 1.2      Stuck?  swift run workbook hint 1.2

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
