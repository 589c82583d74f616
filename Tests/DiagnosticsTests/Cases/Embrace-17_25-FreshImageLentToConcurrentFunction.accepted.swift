// Embrace Swift concurrency, 17:25, the other direction: the main actor makes a new image
// object, lends it to a @concurrent method that scales it, then displays it once the method
// has returned.
//
// The talk shows values going out to the pool; this object is not Sendable.
// Swift 6.3.1: accepted. The object is reachable from nothing but this local, so the call
// cannot leave it shared: the @concurrent method may use it only while the caller waits, and
// cannot keep it. The caller uses it again once the method has returned.
// Compare Embrace-17_25-CachedImageSentToConcurrentFunction.rejected.swift: the same call with
// an image the main actor keeps in its cache.

import Foundation

nonisolated final class MyImage {
  var width = 100
  var height = 100

  func scale(by factor: Double) {
    width = Int(Double(width) * factor)
    height = Int(Double(height) * factor)
  }
}

final class AppView {
  func displayImage(_ image: MyImage) {}
}

final class ImageModel {
  let view = AppView()

  func scaleAndDisplay() async {
    let image = MyImage()
    await scale(image)
    view.displayImage(image)
  }

  @concurrent
  func scale(_ image: MyImage) async {
    image.scale(by: 0.5)
  }
}
