// Embrace Swift concurrency, 22:06, variant: perform(afterDelay:) declares its closure
// @Sendable, as an API that may call it from any thread has to.
//
// The claim checked: a closure whose type is @Sendable may capture only Sendable values, so it
// cannot hold the image.
// Swift 6.3.1 agrees: rejected at the capture, with a note on the class. This is a type-check
// error, reported even with -typecheck.

/// A picture changed in place: a class, and `nonisolated`, so it is not Sendable.
// expected-note@+1 {{class 'MyImage' does not conform to the 'Sendable' protocol}}
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
      // expected-error@+1 {{capture of 'image' with non-Sendable type 'MyImage' in a '@Sendable' closure}}
      image.shrink(by: 2)
    }
    await view.displayImage(image)
  }

  nonisolated func perform(afterDelay delay: Duration, body: @Sendable () -> Void) async throws {
    try await Task.sleep(for: delay)  // SLEEP-OK: compiled, never run
    body()
  }
}
