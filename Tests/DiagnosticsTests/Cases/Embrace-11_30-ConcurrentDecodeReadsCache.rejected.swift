// Embrace Swift concurrency, 11:30: chapter 3's decodeImage(_:at:), which looks in the model's
// cache before decoding and stores what it decoded, marked @concurrent.
//
// The claim checked: once decodeImage is @concurrent, each line of it that uses the main
// actor's cache is an error of its own.
// Swift 6.3.1 agrees: the lookup and the store are one error each, the messages chapter 4
// quotes. The notes say that only the main actor may change the cache, and offer a main-actor
// method for the store. A @concurrent function counts as "outside of the actor", a
// "nonisolated context".
// The fix is Embrace-12_37-CacheCheckInCaller.accepted.swift.

/// The bytes of an image file, and the pixels they decode to: Sendable values.
typealias Bytes = [UInt8]

struct Pixels {
  var count: Int
}

final class ImageModel {
  // expected-note@+1 {{mutation of this property is only permitted within the actor}}
  var imageCache: [String: Pixels] = [:]

  @concurrent
  func decodeImage(_ bytes: Bytes, at name: String) async -> Pixels {
    // expected-error@+1 {{main actor-isolated property 'imageCache' cannot be accessed from outside of the actor}}
    if let hit = imageCache[name] { return hit }
    let decoded = Pixels(count: bytes.count / 3)
    // expected-error@+2 {{main actor-isolated property 'imageCache' can not be mutated from a nonisolated context}}
    // expected-note@+1 {{consider declaring an isolated method on 'MainActor' to perform the mutation}}
    imageCache[name] = decoded
    return decoded
  }
}
