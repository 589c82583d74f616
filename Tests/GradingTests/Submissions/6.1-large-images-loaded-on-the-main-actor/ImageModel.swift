import Foundation
import Workbook

/// An image as an object: its pixels change in place, for every reference to it.
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

  @concurrent
  func scaleAndDisplay(imageData: Data) async throws {
    let image: MyImage
    if imageData.count > 65_536 {
      // Big files: decode them where the cache of decoded images lives.
      image = try await loadOnMain(imageData)
    } else {
      image = try loadImage(imageData)
    }
    image.scale(by: 0.5)
    image.applyAnotherEffect()
    await display(image)
  }

  func loadOnMain(_ data: Data) throws -> sending MyImage {
    MyImage(try Image(decoding: data))
  }

  nonisolated func loadImage(_ data: Data) throws -> MyImage {
    MyImage(try Image(decoding: data))
  }

  func display(_ image: MyImage) {
    shownImage = image
    view.displayImage(image.pixels)
  }
}
