// Chapter 4's page, "Concurrent functions": chapter 3's decodeImage(_:at:), which reads and
// writes the model's imageCache, with @concurrent put on it (the talk does the same at 11:30,
// where the cache is called cachedImage: Embrace-11_30-ConcurrentDecodeReadsCache.rejected.swift).
//
// The page quotes the two errors with the chapters' own names; this case checks them.
// Swift 6.3.1: the read and the write are two errors, with notes on the property and on the
// write.

import Foundation

#if canImport(FoundationNetworking)
  import FoundationNetworking
#endif

final class ImageModel {
  // expected-note@+1 {{mutation of this property is only permitted within the actor}}
  var imageCache: [URL: Data] = [:]

  @concurrent
  func decodeImage(_ data: Data, at url: URL) async throws -> Data {
    // expected-error@+1 {{main actor-isolated property 'imageCache' cannot be accessed from outside of the actor}}
    if let image = imageCache[url] {
      return image
    }
    let image = data  // decoding would happen here
    // expected-error@+2 {{main actor-isolated property 'imageCache' can not be mutated from a nonisolated context}}
    // expected-note@+1 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
    imageCache[url] = image
    return image
  }
}
