// Embrace Swift concurrency, 13:10, counterpart: the same function marked @concurrent, which
// is what a nonisolated async function meant before NonisolatedNonsendingByDefault.
//
// The claim checked: a @concurrent method never runs on its caller's actor, so calling it from
// the main actor with an image the main actor keeps sends that image to the pool.
// Swift 6.3.1 agrees: rejected. The main actor's image would go to the pool while the main
// actor can still reach it. The message is the one the plain nonisolated version gets without
// the upcoming feature, except that the note says "@concurrent" where that one says
// "nonisolated".
// The version that stays on the caller's actor is
// Embrace-13_10-NonisolatedAsyncStaysOnCaller.accepted.swift.

nonisolated final class MyImage {
  var pixels: [UInt32] = [0, 0, 0]
}

nonisolated struct ImageDecoder {
  @concurrent
  func pixelCount(of image: MyImage) async -> Int {
    image.pixels.count
  }
}

final class ImageModel {
  var current = MyImage()

  func currentPixelCount() async -> Int {
    // expected-error@+2 {{sending 'self.current' risks causing data races}}
    // expected-note@+1 {{sending main actor-isolated 'self.current' to @concurrent instance method 'pixelCount(of:)' risks causing data races between @concurrent and main actor-isolated uses}}
    await ImageDecoder().pixelCount(of: current)
  }
}
