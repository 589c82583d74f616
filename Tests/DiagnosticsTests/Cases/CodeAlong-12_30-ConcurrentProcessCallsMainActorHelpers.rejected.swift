// Code-along: Elevate an app with Swift concurrency, 12:30: process(data:) is made
// @concurrent, but PhotoProcessor itself is left to the module's default isolation.
//
// The claim checked: a @concurrent method of a type left to the main actor may not call the
// type's other methods, which stay on the main actor; marking the whole type nonisolated is
// what lets them run where process runs.
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
