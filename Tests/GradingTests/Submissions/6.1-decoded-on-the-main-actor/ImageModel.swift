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

  /// Scales and greys the image on the pool, then sends it to the main actor.
  @concurrent
  func scaleAndDisplay(imageData: Data) async throws {
    let image = try await loadImage(imageData)
    image.scale(by: 0.5)
    image.applyAnotherEffect()
    await display(image)
  }

  /// Decodes the bytes into a new image object, on the model's actor, which then hands it
  /// over to the caller.
  func loadImage(_ data: Data) throws -> sending MyImage {
    MyImage(try Image(decoding: data))
  }

  /// Keeps the image and shows it, on the main actor.
  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
