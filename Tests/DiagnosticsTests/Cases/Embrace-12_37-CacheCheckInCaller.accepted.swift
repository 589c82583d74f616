// Embrace Swift concurrency, 12:37: the cache check moves into fetchAndDisplayImage, which
// runs on the main actor; decodeImage, @concurrent, only decodes.
//
// The talk: with the main-actor state out of decodeImage, the code compiles, and a cached
// image is shown without suspending.
// Swift 6.3.1 agrees: accepted. The non-Sendable Image made inside decodeImage comes back to
// the main actor because nothing else holds it.
// The racy version is Embrace-11_30-ConcurrentDecodeReadsCache.rejected.swift.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class Image {}

final class View {
  func displayImage(_ image: Image) {}
}

final class ImageModel {
  var cachedImage: [URL: Image] = [:]
  let view = View()

  func fetchAndDisplayImage(url: URL) async throws {
    if let image = cachedImage[url] {
      view.displayImage(image)
      return
    }
    let (data, _) = try await URLSession.shared.data(from: url)
    let image = await decodeImage(data)
    cachedImage[url] = image
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data) async -> Image {
    // Decoding would happen here.
    Image()
  }
}
