// Embrace Swift concurrency, 22:06: a closure shares state too. scaleAndDisplay gives
// perform(afterDelay:) a closure that scales the image, so the closure holds a second
// reference to it.
//
// The claim checked: a closure that holds the image is accepted while nothing can call it at
// the same time as another use of the image; here perform calls it once, after the delay,
// before the display.
// Swift 6.3.1 agrees: accepted. The closure is neither @Sendable nor escaping, so it can only
// run while perform runs; perform is nonisolated async, so it runs where its @concurrent caller
// runs, and the closure never changes isolation domain. Without NonisolatedNonsendingByDefault
// it is accepted too (DiagnosticsUpcomingFeatureTests): perform would run on the pool, where its
// caller already is.
// The three other 22_06 cases share the closure concurrently, and are rejected.

/// A picture changed in place: a class, and `nonisolated`, so it is not Sendable.
nonisolated final class MyImage {
  var width = 8
  var pixels: [UInt32]

  init(named name: String) {
    pixels = Array(repeating: UInt32(name.utf8.count), count: 64)
  }

  /// Keeps one pixel in `step`, in place.
  func shrink(by step: Int) {
    pixels = stride(from: 0, to: pixels.count, by: step).map { pixels[$0] }
    width /= step
  }

  func invert() {
    pixels = pixels.map { ~$0 }
  }
}

/// Stands in for the kit's view, which belongs to the main actor.
final class AppView {
  var shown: [Int] = []

  func displayImage(_ image: MyImage) {
    shown.append(image.pixels.count)
  }
}
final class ImageModel {
  let view: AppView

  init(view: AppView) {
    self.view = view
  }

  @concurrent
  func scaleAndDisplay(imageName: String) async throws {
    let image = MyImage(named: imageName)
    try await perform(afterDelay: .milliseconds(50)) {
      image.shrink(by: 2)
    }
    await view.displayImage(image)
  }

  nonisolated func perform(afterDelay delay: Duration, body: () -> Void) async throws {
    try await Task.sleep(for: delay)  // SLEEP-OK: compiled, never run
    body()
  }
}
