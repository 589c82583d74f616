// Embrace Swift concurrency, 19:19: scaleAndDisplay starts a @concurrent task that scales the
// image, and displays the same image on the main actor meanwhile.
//
// The talk: two threads touch one non-Sendable object at once; this data race is a compile
// error.
// Swift 6.3.1 agrees: rejected. The error is on the Task (the closure is sent away while the
// main actor still uses what it captures), the note on the captured image.
// The fix is Embrace-20_38-ScaleThenDisplay.accepted.swift. What happens at run time if the
// error is silenced is shown by the ThreadSanitizer test (RaceDemo/UnsafeScaleAndDisplay.swift).

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
    let image = loadImage(imageName)
    // expected-error@+1 {{passing closure as a 'sending' parameter risks causing data races between main actor-isolated code and concurrent execution of the closure}}
    Task { @concurrent in
      // expected-note@+1 {{closure captures 'image' which is accessible to main actor-isolated code}}
      image.scaleImage(by: 0.5)
    }
    view.displayImage(image)
  }

  func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
