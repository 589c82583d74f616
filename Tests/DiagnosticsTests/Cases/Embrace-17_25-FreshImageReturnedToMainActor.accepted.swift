// Embrace Swift concurrency, 17:25 and 18:34: decodeImage, @concurrent, makes a new image
// object and returns it to the main actor, which scales it, caches it and displays it.
//
// The claim checked: an object that a @concurrent function has just made, and that no other
// code holds, may go to the main actor although its class is not Sendable.
// Swift 6.3.1 agrees: accepted. The new object is in a region of its own (disconnected), so
// it may leave the pool; once it arrives, it belongs to the main actor.
// MyImage says `nonisolated`: under default isolation MainActor it would otherwise be a
// main-actor class, Sendable, and prove nothing.
// Compare Embrace-17_25-CachedImageSentToConcurrentFunction.rejected.swift.

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
  var imageCache: [URL: MyImage] = [:]
  let view = AppView()

  func fetchAndDisplayImage(url: URL) async {
    let data = Data()
    let image = await decodeImage(data)
    image.scale(by: 0.5)
    imageCache[url] = image
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data) async -> MyImage {
    MyImage()
  }
}
