// Embrace Swift concurrency, 21:20: both changes are made before the image goes to the main
// actor.
//
// The claim checked: with both changes made before the display, nothing touches the image after
// it is handed over, and the code compiles.
// Swift 6.3.1 agrees: accepted.
// The racy version is Embrace-21_11-MutateAfterSending.rejected.swift.

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
    image.invert()
    await view.displayImage(image)
  }
}
