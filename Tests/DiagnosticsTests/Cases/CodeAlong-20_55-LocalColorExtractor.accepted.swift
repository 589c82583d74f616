// Code-along: Elevate an app with Swift concurrency, 20:55 (the fix made at 18:44): the
// ColorExtractor becomes a local variable of extractColors, so each photo being processed has
// its own.
//
// The talk: nothing outside extractColors can reach the extractor any more, so there is no
// data race, and the code compiles.
// Swift 6.3.1 agrees: accepted. PhotoProcessor now stores nothing, so it is Sendable and
// each async let may take its own copy of it.
// The racy version is CodeAlong-18_44-SharedColorExtractor.rejected.swift.

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
  @concurrent
  func process(data: Data) async -> ProcessedPhoto? {
    async let sticker = extractSticker(from: data)
    async let colors = extractColors(from: data)

    guard let sticker = await sticker, let colors = await colors else { return nil }
    return ProcessedPhoto(sticker: sticker, colorScheme: colors)
  }

  private func extractColors(from data: Data) -> PhotoColorScheme? {
    let colorExtractor = ColorExtractor()
    return colorExtractor.extractColors(from: data)
  }

  private func extractSticker(from data: Data) -> Sticker? {
    Sticker(pixels: Array(data))
  }
}
