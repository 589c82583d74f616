// Code-along: Elevate an app with Swift concurrency, 14:13: PhotoProcessor is marked
// nonisolated, so none of its methods belongs to the main actor, and process(data:) is
// @concurrent.
//
// The talk: process now always leaves the main actor, and its helpers run wherever it runs.
// Swift 6.3.1 agrees: accepted. Chapter 8's tests show the work in the pool's lanes.
// The rejected version is CodeAlong-12_30-ConcurrentProcessCallsMainActorHelpers.rejected.swift.

import Foundation

nonisolated struct ProcessedPhoto {
  var sticker: [UInt8]
  var colors: [UInt32]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(data: Data) async -> ProcessedPhoto? {
    let sticker = extractSticker(from: data)
    let colors = extractColors(from: data)
    return ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from data: Data) -> [UInt8] {
    Array(data)
  }

  private func extractColors(from data: Data) -> [UInt32] {
    data.isEmpty ? [] : [0xFF80_4020]
  }
}

final class StickerViewModel {
  var processedPhotos: [Int: ProcessedPhoto] = [:]

  func loadPhoto(id: Int, data: Data) async {
    processedPhotos[id] = await PhotoProcessor().process(data: data)
  }
}
