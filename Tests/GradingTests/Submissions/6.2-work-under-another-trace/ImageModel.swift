// Exercise 6.2, a wrong submission: the real work is traced elsewhere, the story is made up.

import Foundation
import Workbook

nonisolated final class MyImage {
  private(set) var pixels: Image

  init(_ image: Image) {
    pixels = image
  }

  func scale(by factor: Double) {
    pixels = pixels.scaled(by: factor)
  }
}

final class ImageModel {
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func scaleAndDisplay(imageData: Data) async throws {
    let shown = Trace.current
    let image = try Trace.$current.withValue(Trace()) {
      MyImage(try Image(decoding: imageData))
    }
    let before = image.pixels
    Trace.$current.withValue(Trace()) { image.scale(by: 0.5) }
    let after = image.pixels
    for (label, kind) in [
      ("decode \(before)", TraceEvent.Kind.begin), ("decode \(before)", .end),
      ("scale \(before) → \(after)", .begin), ("scale \(before) → \(after)", .end),
    ] {
      shown?.record(label, kind, domain: .pool)
    }
    shownImage = image
    view.displayImage(image.pixels)
  }
}
