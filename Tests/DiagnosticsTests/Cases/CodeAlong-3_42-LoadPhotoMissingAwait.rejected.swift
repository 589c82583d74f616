// Code-along: Elevate an app with Swift concurrency, 3:42: loadPhoto is now async (the first
// fix-it), but the call to the library is not marked yet.
//
// The talk: the compiler's next error asks for `await` at the call, and its fix-it adds it.
// Swift 6.3.1 agrees: rejected, with the message chapter 8 quotes.
// The fixed code is CodeAlong-6_29-LoadPhotoAsync.accepted.swift.

import Foundation

/// Stands for the picker's item, as in CodeAlong-3_42-LoadPhotoNotAsync.rejected.swift.
nonisolated struct PhotoItem: Sendable {
  let id: Int

  func loadData() async throws -> Data {
    Data([UInt8(id)])
  }
}

final class StickerViewModel {
  var loadedPhotos: [Int: Data] = [:]

  func loadPhoto(_ item: PhotoItem) async {
    // expected-error@+2 {{expression is 'async' but is not marked with 'await'}}
    // expected-note@+1 {{call is 'async'}}
    let data = try? item.loadData()
    loadedPhotos[item.id] = data
  }
}
