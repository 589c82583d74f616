// Code-along: Elevate an app with Swift concurrency, 20:55 (the fix for 18:44): each call makes
// its own ColorExtractor, a local variable, so each photo gets a fresh one.
//
// The talk: nothing outside the function can reach that extractor, so nothing races, and the
// code compiles.
// Swift 6.3.1 agrees: accepted. PhotoProcessor now stores nothing, so it is Sendable and each
// async let may take its own copy of it.
// The racy version is CodeAlong-18_44-SharedColorExtractor.rejected.swift.

/// What one photo yields: which pixels belong to the sticker, and its main colours.
struct StickerResult {
  var mask: [Bool]
  var palette: [UInt32]
}

/// Remembers the pixels it last looked at: one photo at a time.
nonisolated final class ColorExtractor {
  private var lastPixels: [UInt8] = []

  func dominantColors(in pixels: [UInt8]) -> [UInt32] {
    lastPixels = pixels
    return lastPixels.prefix(2).map { UInt32($0) * 0x01_0101 }
  }
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(_ pixels: [UInt8]) async -> StickerResult {
    async let mask = stickerMask(of: pixels)
    async let palette = colors(of: pixels)
    return await StickerResult(mask: mask, palette: palette)
  }

  private func stickerMask(of pixels: [UInt8]) -> [Bool] {
    pixels.map { $0 > 128 }
  }

  private func colors(of pixels: [UInt8]) -> [UInt32] {
    let extractor = ColorExtractor()
    return extractor.dominantColors(in: pixels)
  }
}
