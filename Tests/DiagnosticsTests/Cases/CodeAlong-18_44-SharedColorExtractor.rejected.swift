// Code-along: Elevate an app with Swift concurrency, 18:44: process(data:) extracts the
// sticker and the colors in parallel with async let, while PhotoProcessor stores one
// ColorExtractor, a class that is not safe to use from two tasks at once.
//
// The talk: Swift 6 reports a data race: PhotoProcessor is not safe to share between the
// concurrent tasks, because of the ColorExtractor it stores.
// Swift 6.3.1 agrees: rejected, once per async let: each one would send `self` (the
// processor, with its extractor) into a child task while the other can use it too. The error
// names `self`, not the extractor; the stored class is what makes `self` non-Sendable.
// The fix is CodeAlong-20_55-LocalColorExtractor.accepted.swift.

import Foundation

struct Sticker {
  var pixels: [UInt8]
}

struct PhotoColorScheme {
  var colors: [UInt32]
}

struct ProcessedPhoto {
  var sticker: Sticker
  var colorScheme: PhotoColorScheme
}

/// Works on one photo at a time: it keeps the pixels it is looking at between calls.
nonisolated final class ColorExtractor {
  private var pixels: [UInt8] = []

  func extractColors(from data: Data) -> PhotoColorScheme? {
    pixels = Array(data)
    return pixels.isEmpty ? nil : PhotoColorScheme(colors: [0xFF80_4020])
  }
}

nonisolated struct PhotoProcessor {
  let colorExtractor = ColorExtractor()

  @concurrent
  func process(data: Data) async -> ProcessedPhoto? {
    // expected-error@+2 {{sending 'self' risks causing data races}}
    // expected-note@+1 {{sending @concurrent task-isolated 'self' into async let risks causing data races between nonisolated and @concurrent task-isolated uses}}
    async let sticker = extractSticker(from: data)
    // expected-error@+2 {{sending 'self' risks causing data races}}
    // expected-note@+1 {{sending @concurrent task-isolated 'self' into async let risks causing data races between nonisolated and @concurrent task-isolated uses}}
    async let colors = extractColors(from: data)

    guard let sticker = await sticker, let colors = await colors else { return nil }
    return ProcessedPhoto(sticker: sticker, colorScheme: colors)
  }

  private func extractColors(from data: Data) -> PhotoColorScheme? {
    colorExtractor.extractColors(from: data)
  }

  private func extractSticker(from data: Data) -> Sticker? {
    Sticker(pixels: Array(data))
  }
}
