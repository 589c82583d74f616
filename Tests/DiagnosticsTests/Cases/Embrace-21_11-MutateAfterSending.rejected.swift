// Embrace Swift concurrency, 21:11: after the image is sent to the main actor to be
// displayed, the @concurrent method applies another effect to it.
//
// The talk: the main actor may be reading the image while it changes: a data race, rejected.
// Swift 6.3.1 agrees: rejected. The error is on the call that sends the image; one note
// names where it goes, the other the later access.
// The fix is Embrace-21_20-MutateBeforeSending.accepted.swift.

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
    // expected-error@+2 {{sending 'image' risks causing data races}}
    // expected-note@+1 {{sending 'image' to main actor-isolated instance method 'displayImage' risks causing data races between main actor-isolated and local @concurrent uses}}
    await view.displayImage(image)
    // expected-note@+1 {{access can happen concurrently}}
    image.applyAnotherEffect()
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
