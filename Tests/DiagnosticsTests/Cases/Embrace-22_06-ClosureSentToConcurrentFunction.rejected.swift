// Embrace Swift concurrency, 22:06, variant: scaleAndDisplay stays on the main actor and
// perform(afterDelay:) is @concurrent, so the closure would run on the pool.
//
// The talk does not show this variant.
// Swift 6.3.1: rejected, although the main actor awaits perform before it displays the
// image. A non-Sendable closure written in main-actor code is itself main-actor isolated, so
// it may not be handed to @concurrent code at all: a closure that captures nothing gets the
// same error. The compiler reasons about who can reach the closure, not about timing.

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

  func scaleAndDisplay(imageName: String) async throws {
    let image = MyImage(named: imageName)
    // expected-error@+2 {{sending value of non-Sendable type '() -> ()' risks causing data races}}
    // expected-note@+1 {{sending main actor-isolated value of non-Sendable type '() -> ()' to @concurrent instance method 'perform(afterDelay:body:)' risks causing races in between main actor-isolated and @concurrent uses}}
    try await perform(afterDelay: .milliseconds(50)) {
      image.shrink(by: 2)
    }
    view.displayImage(image)
  }

  @concurrent
  func perform(afterDelay delay: Duration, body: () -> Void) async throws {
    try await Task.sleep(for: delay)  // SLEEP-OK: compiled, never run
    body()
  }
}
