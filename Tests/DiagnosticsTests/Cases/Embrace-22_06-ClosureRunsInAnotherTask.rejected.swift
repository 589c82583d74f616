// Embrace Swift concurrency, 22:06, variant: performLater(afterDelay:) takes the closure as a
// `sending` escaping parameter and runs it in a new task after the delay, without waiting;
// scaleAndDisplay displays the image meanwhile.
//
// The talk: a closure with shared state is unsafe once it can be called concurrently with
// other uses of that state.
// Swift 6.3.1 agrees: rejected by region analysis (only once SIL is built). The error is on
// the call that sends the closure, a first note says where it goes, a second note points at
// the display that can run at the same time. Remove the display and it compiles: the image
// would then belong to the closure alone.

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
  func scaleAndDisplay(imageName: String) async {
    let image = loadImage(imageName)
    // expected-error@+2 {{sending value of non-Sendable type '() -> ()' risks causing data races}}
    // expected-note@+1 {{Passing value of non-Sendable type '() -> ()' as a 'sending' argument to instance method 'performLater(afterDelay:body:)' risks causing races in between local and caller code}}
    performLater(afterDelay: 0.1) {
      image.scale(by: 0.5)
    }
    // expected-note@+1 {{access can happen concurrently}}
    await view.displayImage(image)
  }

  nonisolated func performLater(afterDelay delay: Double, body: sending @escaping () -> Void) {
    Task {
      try await Task.sleep(for: .seconds(delay))  // SLEEP-OK: compiled, never run
      body()
    }
  }

  nonisolated func loadImage(_ imageName: String) -> MyImage {
    MyImage()
  }
}
