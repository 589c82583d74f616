// Exercise 6.2: The main actor only displays (reference solution)
//
// `scaleAndDisplay` is `@concurrent`: it loads and scales the new image on the pool, in the
// calling task, then sends it to the main actor to be displayed, and touches it no more
// (Embrace Swift concurrency, 20:54).

import Foundation
import Workbook

/// An image as an object: its pixels change in place, for every reference to it. It is not
/// Sendable, and says `nonisolated` so that it does not belong to the main actor.
nonisolated final class MyImage {
  private(set) var pixels: Image

  init(_ image: Image) {
    pixels = image
  }

  /// Scales the image, replacing its pixels; the kit records a `scale` event where it runs.
  func scale(by factor: Double) {
    pixels = pixels.scaled(by: factor)
  }
}

final class ImageModel {
  /// The image on screen, kept by the main actor.
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// Loads and scales the image on the pool, then displays it on the main actor.
  @concurrent
  func scaleAndDisplay(imageData: Data) async throws {
    let image = try loadImage(imageData)
    image.scale(by: 0.5)
    await display(image)
  }

  /// Decodes the bytes into a new image object, where the caller runs.
  nonisolated func loadImage(_ data: Data) throws -> MyImage {
    MyImage(try Image(decoding: data))
  }

  /// Keeps the image and shows it, on the main actor.
  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
