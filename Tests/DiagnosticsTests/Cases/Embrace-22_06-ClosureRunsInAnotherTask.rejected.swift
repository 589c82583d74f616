// Embrace Swift concurrency, 22:06, variant: performLater(afterDelay:) takes the closure as a
// `sending` escaping parameter and runs it from a new task after the delay, without waiting;
// scaleAndDisplay displays the image meanwhile.
//
// The claim checked: a closure that holds the image may not run in another task while its
// caller goes on using the image.
// Swift 6.3.1 agrees: rejected by region analysis (only once SIL is built). The error is on the
// call that sends the closure, a first note says where it goes, a second marks the display
// that can run at the same time. Without the display it compiles: the image would then belong
// to the closure alone.

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
  func scaleAndDisplay(imageName: String) async {
    let image = MyImage(named: imageName)
    // expected-error@+2 {{sending value of non-Sendable type '() -> ()' risks causing data races}}
    // expected-note@+1 {{Passing value of non-Sendable type '() -> ()' as a 'sending' argument to instance method 'performLater(afterDelay:body:)' risks causing races in between local and caller code}}
    performLater(afterDelay: .milliseconds(50)) {
      image.shrink(by: 2)
    }
    // expected-note@+1 {{access can happen concurrently}}
    await view.displayImage(image)
  }

  nonisolated func performLater(afterDelay delay: Duration, body: sending @escaping () -> Void) {
    Task {
      try await Task.sleep(for: delay)  // SLEEP-OK: compiled, never run
      body()
    }
  }
}
