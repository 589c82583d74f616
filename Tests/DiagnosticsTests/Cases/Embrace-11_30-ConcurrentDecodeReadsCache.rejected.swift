// Embrace Swift concurrency, 11:30: decodeImage becomes @concurrent, but it still reads and
// writes the image cache, which belongs to the main actor.
//
// The talk: the compiler shows every place where the @concurrent function touches main-actor
// data.
// Swift 6.3.1 agrees: the read and the write are two errors. Their notes say that only the
// main actor may mutate the cache and suggest a main-actor method for the write. Note the
// wording: a @concurrent function is "outside of the actor", a "nonisolated context".
// The fix is Embrace-12_37-CacheCheckInCaller.accepted.swift.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class Image {}

final class View {
  func displayImage(_ image: Image) {}
}

final class ImageModel {
  // expected-note@+1 {{mutation of this property is only permitted within the actor}}
  var cachedImage: [URL: Image] = [:]
  let view = View()

  func fetchAndDisplayImage(url: URL) async throws {
    let (data, _) = try await URLSession.shared.data(from: url)
    let image = await decodeImage(data, at: url)
    view.displayImage(image)
  }

  @concurrent
  func decodeImage(_ data: Data, at url: URL) async -> Image {
    // expected-error@+1 {{main actor-isolated property 'cachedImage' cannot be accessed from outside of the actor}}
    if let image = cachedImage[url] {
      return image
    }
    // Decoding would happen here.
    let image = Image()
    // expected-error@+2 {{main actor-isolated property 'cachedImage' can not be mutated from a nonisolated context}}
    // expected-note@+1 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
    cachedImage[url] = image
    return image
  }
}
