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

  func scaleAndDisplay(imageData: Data) async throws {
    let image = try await Self.prepared(from: imageData)
    display(image)
  }

  /// Decodes and halves a new image on the pool; nothing else holds it.
  @concurrent
  nonisolated static func prepared(from data: Data) async throws -> sending MyImage {
    let image = MyImage(try Image(decoding: data))
    image.scale(by: 0.5)
    return image
  }

  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
