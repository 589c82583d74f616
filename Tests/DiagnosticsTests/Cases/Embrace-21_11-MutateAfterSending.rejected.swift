// Embrace Swift concurrency, 21:11: the @concurrent method hands the image to the main actor
// to display, then changes it again.
//
// The claim checked: changing the image after handing it to the main actor for display is
// refused.
// Swift 6.3.1 agrees: rejected. The error is on the call that sends the image; one note says
// where it goes, the other marks the later change.
// The fix is Embrace-21_20-MutateBeforeSending.accepted.swift.

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
    image.shrink(by: 2)
    // expected-error@+2 {{sending 'image' risks causing data races}}
    // expected-note@+1 {{sending 'image' to main actor-isolated instance method 'displayImage' risks causing data races between main actor-isolated and local @concurrent uses}}
    await view.displayImage(image)
    // expected-note@+1 {{access can happen concurrently}}
    image.invert()
  }
}
