// Code-along: Elevate an app with Swift concurrency, 12:30: process(data:) is made
// @concurrent, but PhotoProcessor itself is left to the module's default isolation.
//
// The talk: under main-actor mode the processor and all its methods belong to the main actor,
// so the helpers process calls must be able to run off it too; marking the type nonisolated
// is the way.
// Swift 6.3.1 agrees: rejected, once for each helper called from the @concurrent function.
// The fix is CodeAlong-14_13-NonisolatedPhotoProcessor.accepted.swift.

import Foundation

struct ProcessedPhoto {
  var sticker: [UInt8]
  var colors: [UInt32]
}

struct PhotoProcessor {
  @concurrent
  func process(data: Data) async -> ProcessedPhoto? {
    // expected-error@+1 {{main actor-isolated instance method 'extractSticker(from:)' cannot be called from outside of the actor}}
    let sticker = extractSticker(from: data)
    // expected-error@+1 {{main actor-isolated instance method 'extractColors(from:)' cannot be called from outside of the actor}}
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
