import Foundation
import Workbook

nonisolated final class MyImage {
  private(set) var pixels: Image

  init(_ image: Image) {
    pixels = image
  }

  func scale(by factor: Double) {
    let width = max(1, Int((Double(pixels.width) * factor).rounded()))
    let height = max(1, Int((Double(pixels.height) * factor).rounded()))
    pixels = pixels.scaled(width: width, height: height)
  }
}

final class ImageModel {
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func scaleAndDisplay(imageData: Data) async throws {
    let image = try await Self.load(imageData)
    image.scale(by: 0.5)
    display(image)
  }

  @concurrent
  nonisolated static func load(_ data: Data) async throws -> sending MyImage {
    MyImage(try Image(decoding: data))
  }

  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
