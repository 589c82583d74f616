// Embrace Swift concurrency, 22:06, variant: scaleAndDisplay stays on the main actor and
// perform(afterDelay:) becomes @concurrent, so the closure would run in the concurrent pool.
//
// The talk does not show this variant.
// Swift 6.3.1: rejected, although the main actor awaits perform before it displays the
// image. A non-Sendable closure written in main-actor code is itself main-actor isolated, so
// it may not be handed to @concurrent code at all: the same error appears for a closure that
// captures nothing. The compiler reasons about who may reach the closure, not about timing.

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

  func scaleAndDisplay(imageName: String) async throws {
    let image = loadImage(imageName)
    // expected-error@+2 {{sending value of non-Sendable type '() -> ()' risks causing data races}}
    // expected-note@+1 {{sending main actor-isolated value of non-Sendable type '() -> ()' to @concurrent instance method 'perform(afterDelay:body:)' risks causing races in between main actor-isolated and @concurrent uses}}
    try await perform(afterDelay: 0.1) {
      image.scale(by: 0.5)
    }
    view.displayImage(image)
  }

  @concurrent
  func perform(afterDelay delay: Double, body: () -> Void) async throws {
    try await Task.sleep(for: .seconds(delay))  // SLEEP-OK: compiled, never run
    body()
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
