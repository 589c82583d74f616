// Embrace Swift concurrency, 20:38: the image is loaded and scaled inside the @concurrent task,
// then sent to the main actor to be displayed.
//
// The talk: the image is used by one task at a time, first off the main actor, then on it:
// no data race, and the compiler accepts it.
// Swift 6.3.1 agrees: accepted. loadImage must be nonisolated to be called from the task
// without await, as in the talk.
// The racy version is Embrace-19_19-ScaleWhileDisplaying.rejected.swift.

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

  func scaleAndDisplay(imageName: String) {
    Task { @concurrent in
      let image = loadImage(imageName)
      image.scaleImage(by: 0.5)
      await view.displayImage(image)
    }
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
