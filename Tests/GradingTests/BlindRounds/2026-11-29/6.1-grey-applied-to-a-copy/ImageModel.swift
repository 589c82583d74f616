// Exercise 6.1: Every change before the image is sent
//
// `scaleAndDisplay` loads an image on the concurrent pool, scales it, sends it to the main
// actor to be displayed and kept, then turns it grey. The last step changes an image the main
// actor may be drawing or has kept: a data race. The Swift 6 language mode rejects it:
//
//   error: sending 'image' risks causing data races
//
// This module is built in Swift 5 mode, with its warnings silenced, so that it builds at all;
// once you start the exercise, the grader compiles this file in Swift 6 mode and quotes the
// errors.
//
// Fix the data race, so that this file compiles cleanly in Swift 6 mode. The image must be
// displayed scaled and grey, the loading stays on the pool, and `MyImage` stays a
// non-Sendable class. Telling the compiler to look away (nonisolated(unsafe),
// @unchecked Sendable, @preconcurrency, assumeIsolated) is not a fix, and is rejected.
// Keep the names `ImageModel`, `scaleAndDisplay(imageData:)`, `shownImage` and `MyImage`:
// the grader calls them. When `scaleAndDisplay` returns, the image is displayed.
//
// Check:  swift run workbook watch 6.1      Stuck?  swift run workbook hint 6.1

import Foundation
import Workbook

/// An image as an object: its pixels change in place, for every reference to it. It is not
/// Sendable, and says `nonisolated` so that it does not belong to the main actor.
nonisolated final class MyImage {
  private(set) var pixels: Image

  init(_ image: Image) {
    pixels = image
  }

  /// Halves (or otherwise scales) the image, replacing its pixels.
  func scale(by factor: Double) {
    let width = max(1, Int((Double(pixels.width) * factor).rounded()))
    let height = max(1, Int((Double(pixels.height) * factor).rounded()))
    pixels = pixels.scaled(width: width, height: height)
  }

  /// Turns the image grey, pixel by pixel, in place.
  func applyAnotherEffect() {
    for y in 0..<pixels.height {
      for x in 0..<pixels.width {
        let color = pixels[x, y]
        let weighted = Int(color.red) * 299 + Int(color.green) * 587 + Int(color.blue) * 114
        let grey = UInt8((weighted + 500) / 1000)
        pixels[x, y] = RGBA(grey, grey, grey, color.alpha)
      }
    }
  }
}

final class ImageModel {
  /// The image on screen, kept by the main actor.
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  /// Loads and scales the image on the pool. The main actor gets an image of its own to
  /// display and keep, so that the pool can go on with its effect without sharing anything.
  @concurrent
  func scaleAndDisplay(imageData: Data) async throws {
    let image = try loadImage(imageData)
    image.scale(by: 0.5)
    await display(MyImage(image.pixels))
    image.applyAnotherEffect()
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
