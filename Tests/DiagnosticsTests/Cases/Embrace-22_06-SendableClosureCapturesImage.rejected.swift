// Embrace Swift concurrency, 22:06, variant: perform(afterDelay:) declares its closure
// @Sendable, as an API that may call it from any thread would.
//
// The talk: only make a function type Sendable if you need to share it concurrently; a
// Sendable closure may only capture Sendable values.
// Swift 6.3.1 agrees: rejected at the capture, with a note on the class. This is a type-check
// error, reported even with -typecheck.

import Foundation

// expected-note@+1 {{class 'MyImage' does not conform to the 'Sendable' protocol}}
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
      // expected-error@+1 {{capture of 'image' with non-Sendable type 'MyImage' in a '@Sendable' closure}}
      image.scale(by: 0.5)
    }
    await view.displayImage(image)
  }

  nonisolated func perform(afterDelay delay: Double, body: @Sendable () -> Void) async throws {
    try await Task.sleep(for: .seconds(delay))  // SLEEP-OK: compiled, never run
    body()
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
