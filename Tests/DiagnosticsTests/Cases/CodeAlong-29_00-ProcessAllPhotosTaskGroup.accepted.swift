// Code-along: Elevate an app with Swift concurrency, 29:00: processAllPhotos runs one child
// task per photo in a task group, and files each result as it arrives.
//
// The talk shows no compiler message here; it relies on the children capturing the main-actor
// model (Sendable, because it is main-actor isolated) and returning a Sendable result made off
// the main actor, with the group's result type inferred (no `of:`).
// Swift 6.3.1 agrees: accepted, with the helper types nonisolated, as chapter 8 declares them.

import Foundation

nonisolated struct ProcessedPhoto: Sendable {
  var sticker: [UInt8]
}

nonisolated struct ProcessedPhotoResult: Sendable {
  let id: Int
  let processedPhoto: ProcessedPhoto?
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(data: Data) async -> ProcessedPhoto? {
    data.isEmpty ? nil : ProcessedPhoto(sticker: Array(data))
  }
}

final class StickerViewModel {
  let selection: [Int] = [1, 2, 3]
  var processedPhotos: [Int: ProcessedPhoto] = [:]

  func getData(for id: Int) async -> Data {
    Data([UInt8(id)])
  }

  func processAllPhotos() async {
    await withTaskGroup { group in
      for id in selection where processedPhotos[id] == nil {
        group.addTask {
          let data = await self.getData(for: id)
          let photo = await PhotoProcessor().process(data: data)
          return ProcessedPhotoResult(id: id, processedPhoto: photo)
        }
      }
      for await result in group {
        processedPhotos[result.id] = result.processedPhoto
      }
    }
  }
}
