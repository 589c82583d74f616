// Embrace Swift concurrency, 13:10: a nonisolated async function, called from the main actor
// with a non-Sendable image that the main actor keeps.
//
// The claim checked: declared nonisolated rather than @concurrent, the same async method runs
// on the actor of whoever calls it, here the main actor, so the image it is given never leaves
// that actor.
// Swift 6.3.1 agrees, with the chapters' settings: accepted. Under the upcoming feature
// NonisolatedNonsendingByDefault a nonisolated async function runs on its caller's actor, so
// the image never leaves the main actor. Chapter 4's ImageDecoder.decodeAll(_:) is such a
// function, and Chapter4Tests checks where it runs.
// Without that feature this same file is rejected, because the function would run on the
// pool: "error: sending 'self.current' risks causing data races", with a note naming the
// nonisolated method. The runner compiles every case with the chapters' flags, so
// DiagnosticsUpcomingFeatureTests compiles this file once more without the feature and checks
// those messages. The same function marked @concurrent is rejected with the feature too:
// Embrace-13_10-ConcurrentAsyncLeavesCaller.rejected.swift.

nonisolated final class MyImage {
  var pixels: [UInt32] = [0, 0, 0]
}

nonisolated struct ImageDecoder {
  func pixelCount(of image: MyImage) async -> Int {
    image.pixels.count
  }
}

final class ImageModel {
  var current = MyImage()

  func currentPixelCount() async -> Int {
    await ImageDecoder().pixelCount(of: current)
  }
}
