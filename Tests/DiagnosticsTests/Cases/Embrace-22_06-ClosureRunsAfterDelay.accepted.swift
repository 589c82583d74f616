// Embrace Swift concurrency, 22:06: closures create shared state. scaleAndDisplay hands
// perform(afterDelay:) a closure that scales the image; the closure holds a second reference
// to the same image.
//
// The talk: like a non-Sendable class, a closure that shares state is safe as long as it is
// not called concurrently; here it is called once, after the delay, before the display.
// Swift 6.3.1 agrees: accepted. The closure is neither @Sendable nor escaping, so it can only
// be called while perform runs; perform is nonisolated, like its @concurrent caller, so the
// closure never crosses into another isolation domain.
// The variants that share the closure concurrently are the three other 22_06 cases.

import Foundation

nonisolated final class MyImage {
  var width = 100
  var height = 100

  func scale(by factor: Double) {
    width = Int(Double(width) * factor)
    height = Int(Double(height) * factor)
  }
}

final class View {
  func displayImage(_ image: MyImage) {}
}

final class ImageModel {
  let view = View()

  @concurrent
  func scaleAndDisplay(imageName: String) async throws {
    let image = loadImage(imageName)
    try await perform(afterDelay: 0.1) {
      image.scale(by: 0.5)
    }
    await view.displayImage(image)
  }

  nonisolated func perform(afterDelay delay: Double, body: () -> Void) async throws {
    try await Task.sleep(for: .seconds(delay))  // SLEEP-OK: compiled, never run
    body()
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
