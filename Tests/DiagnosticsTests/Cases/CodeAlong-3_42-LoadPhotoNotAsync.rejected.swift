// Code-along: Elevate an app with Swift concurrency, 3:42: the model's loadPhoto, still
// synchronous, asks the picked photo for its data with an async library call.
//
// The talk: the compiler refuses an async call from a synchronous function, and its fix-it
// makes loadPhoto async.
// Swift 6.3.1 agrees: rejected, with the message chapter 8 quotes.
// The next step is CodeAlong-3_42-LoadPhotoMissingAwait.rejected.swift.

import Foundation

/// Stands for the picker's item: its data comes from an async call that works in the
/// background, as a library's API does.
nonisolated struct PhotoItem: Sendable {
  let id: Int

  func loadData() async throws -> Data {
    Data([UInt8(id)])
  }
}

final class StickerViewModel {
  var loadedPhotos: [Int: Data] = [:]

  // expected-note@+1 {{add 'async' to function 'loadPhoto' to make it asynchronous}}
  func loadPhoto(_ item: PhotoItem) {
    // expected-error@+1 {{'async' call in a function that does not support concurrency}}
    let data = try? item.loadData()
    loadedPhotos[item.id] = data
  }
}
