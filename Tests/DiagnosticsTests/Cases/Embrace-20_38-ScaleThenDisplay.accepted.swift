// Embrace Swift concurrency, 20:38: the task on the pool makes the image, scales it, and only
// then hands it to the main actor to display.
//
// The claim checked: when the task loads the image, scales it and only then awaits the display,
// no two domains ever use the image at once, and the code compiles.
// Swift 6.3.1 agrees: accepted. MyImage's initializer is nonisolated (the class is), so the
// task can make the image without an await; the display is awaited.
// The racy version is Embrace-19_19-ScaleWhileDisplaying.rejected.swift.

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
    Task { @concurrent in
      let image = MyImage(named: imageName)
      image.shrink(by: 2)
      await view.displayImage(image)
    }
  }
}
