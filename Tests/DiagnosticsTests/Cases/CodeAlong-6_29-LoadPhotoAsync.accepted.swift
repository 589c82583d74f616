// Code-along: Elevate an app with Swift concurrency, 6:29: loadPhoto is async and awaits the
// library's call (both fix-its of 3:42 applied).
//
// The claim checked: loadPhoto, async and on the main actor, may await the library's call and
// store the result in main-actor state after the await.
// Swift 6.3.1 agrees: accepted. Chapter 8's tests show the suspension and the main actor free.
// The rejected steps are CodeAlong-3_42-LoadPhotoNotAsync and -LoadPhotoMissingAwait.

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
    let data = try? await item.loadData()
    loadedPhotos[item.id] = data
  }
}
