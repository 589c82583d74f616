// Code-along: Elevate an app with Swift concurrency, 18:44, with one async let instead of two:
// the sticker mask alone goes to a child task, and nothing else uses the processor meanwhile.
//
// The talk's error comes from two child tasks that could reach the stored extractor at once.
// Swift 6.3.1 reports the same error with a single async let: `self` is a parameter of the
// @concurrent function, its caller may still hold it, so a `self` that is not Sendable may not
// be sent into any child task, however many there are. The two-async-let version is
// CodeAlong-18_44-SharedColorExtractor.rejected.swift.

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
    return await StickerResult(mask: mask, palette: [])
  }

  private func stickerMask(of pixels: [UInt8]) -> [Bool] {
    pixels.map { $0 > 128 }
  }
}
