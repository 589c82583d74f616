// Embrace Swift concurrency, 19:19: scaleAndDisplay hands the image to a task on the pool to be
// scaled, and displays the same image on the main actor without waiting.
//
// The claim checked: a task that scales the image on the pool while the main actor goes on to
// display the same object does not compile.
// Swift 6.3.1 agrees: rejected. The error is on the Task (its closure leaves for the pool while
// the main actor can still reach what it captures), the note on the captured image. The image
// comes from a main-actor method: made by the nonisolated initializer right there, it would
// belong to no actor yet, and the compiler would word the error differently.
// The fix is Embrace-20_38-ScaleThenDisplay.accepted.swift. What happens at run time if the
// error is silenced is shown by the ThreadSanitizer test (RaceDemo/UnsafeScaleAndDisplay.swift).

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

  func scaleAndDisplay(imageName: String) {
    let image = loadImage(named: imageName)
    // expected-error@+1 {{passing closure as a 'sending' parameter risks causing data races between main actor-isolated code and concurrent execution of the closure}}
    Task { @concurrent in
      // expected-note@+1 {{closure captures 'image' which is accessible to main actor-isolated code}}
      image.shrink(by: 2)
    }
    view.displayImage(image)
  }

  /// Makes the image on the main actor, so the main actor can reach it.
  func loadImage(named name: String) -> MyImage {
    MyImage(named: name)
  }
}
