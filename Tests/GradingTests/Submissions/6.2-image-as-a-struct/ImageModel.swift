import Foundation
import Workbook

nonisolated struct MyImage: Sendable {
  private(set) var pixels: Image

  init(_ image: Image) {
    pixels = image
  }

  mutating func scale(by factor: Double) {
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
    var image = try loadImage(imageData)
    image.scale(by: 0.5)
    await display(image)
  }

  nonisolated func loadImage(_ data: Data) throws -> MyImage {
    MyImage(try Image(decoding: data))
  }

  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
