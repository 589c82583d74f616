// Embrace Swift concurrency, 16:56, the other side of "main-actor classes are implicitly
// Sendable": the same model class, nonisolated, is an ordinary non-Sendable class.
//
// The listing at 16:56 counts a @MainActor class among its Sendable types; this file takes that
// isolation away. That a class otherwise needs a lock or similar to be Sendable comes later, in
// the classes section (18:30, after the listing at 21:20);
// Embrace-21_20-UnprotectedClassSendable.rejected.swift holds that claim.
// Swift 6.3.1 agrees: sending the main actor's reference to an actor is rejected, because the
// main actor keeps using it.
// Compare Embrace-16_56-SendableValueTypes.accepted.swift, where the class is @MainActor.

import Foundation

nonisolated final class ImageModel {
  var requestsSent = 0
}

actor Downloader {
  func download(_ url: URL, for model: ImageModel) {
    model.requestsSent += 1
  }
}

func start(model: ImageModel, downloader: Downloader) async {
  // expected-error@+2 {{sending 'model' risks causing data races}}
  // expected-note@+1 {{sending main actor-isolated 'model' to actor-isolated instance method 'download(_:for:)' risks causing data races between actor-isolated and main actor-isolated uses}}
  await downloader.download(URL(fileURLWithPath: "/tmp/photo.ppm"), for: model)
}
