// Embrace Swift concurrency, 21:20: every change to the image is made before it is sent to the
// main actor.
//
// The talk: once the image is sent, this code no longer touches it: no data race.
// Swift 6.3.1 agrees: accepted.
// The racy version is Embrace-21_11-MutateAfterSending.rejected.swift.

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
    image.applyAnotherEffect()
    await view.displayImage(image)
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
