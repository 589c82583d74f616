// Exercise 6.2: The main actor only displays
//
// `scaleAndDisplay` loads an image from its bytes, scales it to half its size and displays
// it, all on the main actor (default isolation MainActor): for a large image the app freezes
// while it decodes and scales.
//
// Make the loading and the scaling run on the concurrent pool, one after the other, and only
// the display on the main actor, which then keeps the image in `shownImage`. `MyImage` stays
// a non-Sendable class, and is not changed once it has been sent to the main actor. When
// `scaleAndDisplay` returns, the image is displayed.
// Keep the names `ImageModel`, `scaleAndDisplay(imageData:)`, `shownImage` and `MyImage`,
// and let `MyImage.scale(by:)` scale through the kit's `scaled(by:)`, which records where it
// ran: the grader reads where each step ran from the trace.
//
// Check:  swift run workbook watch 6.2      Stuck?  swift run workbook hint 6.2

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

  /// Small files decode and scale in a few milliseconds: not worth a trip to the pool. Large
  /// ones are loaded and scaled on the pool, and only displayed here.
  func scaleAndDisplay(imageData: Data) async throws {
    if imageData.count < ImageModel.largeFileBytes {
      let image = try loadImage(imageData)
      image.scale(by: 0.5)
      display(image)
    } else {
      try await loadAndScaleOnPool(imageData)
    }
  }

  /// How big a file must be before its work leaves the main actor.
  static let largeFileBytes = 1_000_000

  /// Loads and scales a new image on the pool, then sends it to the main actor to display.
  @concurrent
  func loadAndScaleOnPool(_ data: Data) async throws {
    let image = try loadImage(data)
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
