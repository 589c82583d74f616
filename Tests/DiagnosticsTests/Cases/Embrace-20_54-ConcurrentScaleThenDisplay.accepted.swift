// Embrace Swift concurrency, 20:54: the same work as at 20:38, written as a @concurrent async
// method instead of a task.
//
// The talk: the same ordering, the same safety; the caller awaits the whole operation.
// Swift 6.3.1 agrees: accepted.

import Foundation

struct Color {
  var red, green, blue: UInt8
}

nonisolated final class MyImage {
  var width = 100
  var height = 100
  var pixels: [Color] = []

  func scaleImage(by factor: Double) {
    width = Int(Double(width) * factor)
    height = Int(Double(height) * factor)
  }

  func applyAnotherEffect() {
    pixels = pixels.map { Color(red: $0.blue, green: $0.green, blue: $0.red) }
  }
}

final class View {
  func displayImage(_ image: MyImage) {}
}

final class ImageModel {
  let view = View()

  @concurrent
  func scaleAndDisplay(imageName: String) async {
    let image = loadImage(imageName)
    image.scaleImage(by: 0.5)
    await view.displayImage(image)
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
