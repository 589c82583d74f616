// Exercise 6.1, a right submission written differently: every change made in a pool helper.

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
  var shownImage: MyImage?
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  func scaleAndDisplay(imageData: Data) async throws {
    let image = try await Self.prepare(imageData)
    shownImage = image
    view.displayImage(image.pixels)
  }

  @concurrent
  nonisolated static func prepare(_ data: Data) async throws -> sending MyImage {
    let image = MyImage(try Image(decoding: data))
    image.scale(by: 0.5)
    image.applyAnotherEffect()
    return image
  }
}
