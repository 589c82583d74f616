// Exercise 6.2, a right submission written differently: a pool helper hands back the image.

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
    let image = try await Self.loadAndScale(imageData)
    shownImage = image
    view.displayImage(image.pixels)
  }

  @concurrent
  nonisolated static func loadAndScale(_ data: Data) async throws -> sending MyImage {
    let image = MyImage(try Image(decoding: data))
    image.scale(by: 0.5)
    return image
  }
}
