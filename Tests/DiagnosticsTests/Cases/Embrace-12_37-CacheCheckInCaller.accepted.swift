// Embrace Swift concurrency, 12:37: the cache lookup and the store move into
// fetchAndDisplayImage, on the main actor; decodeImage, @concurrent, keeps only the decode.
//
// The talk: with no main-actor state left in the concurrent function, the model compiles,
// and an image found in the cache is shown before the first await.
// Swift 6.3.1 agrees: accepted. MyImage is declared `nonisolated`, so it is not Sendable (under
// default isolation MainActor an undeclared class would be main-actor isolated, and Sendable
// for that reason alone). It still comes back from the pool: decodeImage creates it and
// keeps no other reference, so the main actor receives the only one (SE-0430: a non-Sendable
// result of a nonisolated function is "sending").
// The racy version is Embrace-11_30-ConcurrentDecodeReadsCache.rejected.swift.

nonisolated final class MyImage {
  var pixelCount: Int

  init(pixelCount: Int) {
    self.pixelCount = pixelCount
  }
}

final class AppView {
  var shown = 0

  func displayImage(_ image: MyImage) {
    shown += 1
  }
}

final class ImageModel {
  var imageCache: [String: MyImage] = [:]
  let view = AppView()

  func fetchAndDisplayImage(named name: String, fetch: () async -> [UInt8]) async {
    if let hit = imageCache[name] {
      view.displayImage(hit)
      return
    }
    let bytes = await fetch()
    let decoded = await decodeImage(bytes)
    imageCache[name] = decoded
    view.displayImage(decoded)
  }

  @concurrent
  func decodeImage(_ bytes: [UInt8]) async -> MyImage {
    MyImage(pixelCount: bytes.count / 3)
  }
}
