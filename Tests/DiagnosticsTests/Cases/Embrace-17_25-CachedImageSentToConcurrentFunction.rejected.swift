// Embrace Swift concurrency, 17:25: the main actor sends an image it keeps in its cache to a
// @concurrent method that scales it.
//
// The claim checked: a non-Sendable object that main-actor state still holds may not be handed
// to code on the pool.
// Swift 6.3.1 agrees: rejected. The image is reachable from `imageCache`, main-actor state,
// so while the method scales it on the pool, main-actor code could read it.
// The same call with a new image is Embrace-17_25-FreshImageLentToConcurrentFunction.accepted.swift.

import Foundation

nonisolated final class MyImage {
  var width = 100
  var height = 100

  func scale(by factor: Double) {
    width = Int(Double(width) * factor)
    height = Int(Double(height) * factor)
  }
}

final class ImageModel {
  var imageCache: [URL: MyImage] = [:]

  func scaleCachedImage(url: URL) async {
    guard let image = imageCache[url] else { return }
    // expected-error@+2 {{sending 'image' risks causing data races}}
    // expected-note@+1 {{sending main actor-isolated 'image' to @concurrent instance method 'scale' risks causing data races between @concurrent and main actor-isolated uses}}
    await scale(image)
  }

  @concurrent
  func scale(_ image: MyImage) async {
    image.scale(by: 0.5)
  }
}
