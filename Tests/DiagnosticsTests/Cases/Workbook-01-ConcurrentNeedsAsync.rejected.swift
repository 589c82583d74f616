// Chapter 1, "Try it" 3: chapter 1's synchronous decodeImage marked `@concurrent`, to move it
// off the main actor.
//
// The chapter says: the compiler refuses, because only an async function can be
// @concurrent: running code elsewhere means the caller has to wait for it (chapter 2).
// Swift 6.3.1 agrees: rejected, with the message the chapter quotes.
// The accepted counterpart is Embrace-12_37-CacheCheckInCaller.accepted.swift, where
// decodeImage is async.

struct Pixels {
  var count: Int
}

final class ImageModel {
  // expected-error@+1 {{cannot use @concurrent on non-async instance method 'decodeImage'}}
  @concurrent
  func decodeImage(_ bytes: [UInt8]) throws -> Pixels {
    Pixels(count: bytes.count / 3)
  }
}
