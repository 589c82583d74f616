// Code-along: Elevate an app with Swift concurrency, 6:29: loadPhoto is async and awaits the
// library's call (both fix-its of 3:42 applied).
//
// The talk: loadPhoto starts on the main actor, suspends at the await while the library works
// in the background, and resumes on the main actor to store the result.
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
