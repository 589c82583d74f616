import Foundation
import Workbook

/// An image as an object: its pixels change in place, for every reference to it.
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
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @concurrent
  func scaleAndDisplay(imageData: Data) async throws {
    let image = try loadImage(imageData)
    image.scale(by: 0.5)
    await display(image)
  }

  nonisolated func loadImage(_ data: Data) throws -> MyImage {
    MyImage(try Image(decoding: data))
  }

  func display(_ image: MyImage) {
    if shownImage == nil {
      shownImage = image
    }
    view.displayImage(image.pixels)
  }
}
