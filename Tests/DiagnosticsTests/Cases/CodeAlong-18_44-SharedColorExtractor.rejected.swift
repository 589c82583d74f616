// Code-along: Elevate an app with Swift concurrency, 18:44: PhotoProcessor works out a photo's
// sticker and its colours side by side with async let, and keeps one ColorExtractor for every
// photo, a class that must not be used by two tasks at once.
//
// The claim checked: two async let children of one @concurrent function may not both use a
// processor that stores a non-Sendable extractor; Swift 6 calls it a data race.
// Swift 6.3.1 agrees: rejected, once per async let, since each would send `self` (the
// processor and its extractor) into a child task while the other can use it too. The error
// names `self`, not the extractor; the stored class is what makes `self` non-Sendable.
// The fix is CodeAlong-20_55-LocalColorExtractor.accepted.swift.

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
  let colorExtractor = ColorExtractor()

  @concurrent
  func process(_ pixels: [UInt8]) async -> StickerResult {
    // expected-error@+2 {{sending 'self' risks causing data races}}
    // expected-note@+1 {{sending @concurrent task-isolated 'self' into async let risks causing data races between nonisolated and @concurrent task-isolated uses}}
    async let mask = stickerMask(of: pixels)
    // expected-error@+2 {{sending 'self' risks causing data races}}
    // expected-note@+1 {{sending @concurrent task-isolated 'self' into async let risks causing data races between nonisolated and @concurrent task-isolated uses}}
    async let palette = colors(of: pixels)
    return await StickerResult(mask: mask, palette: palette)
  }

  private func stickerMask(of pixels: [UInt8]) -> [Bool] {
    pixels.map { $0 > 128 }
  }

  private func colors(of pixels: [UInt8]) -> [UInt32] {
    colorExtractor.dominantColors(in: pixels)
  }
}
