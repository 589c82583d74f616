// Exercise 8.1: Sticker and colours side by side
//
// PhotoProcessor already runs on the pool (process(photo:) is @concurrent), but it makes
// the sticker, and only then finds the colours. Neither needs the other's result: on two
// cores, both could run at the same time.
//
// Make the sticker and the colours two child tasks that run side by side, and wait for both
// only where their results are needed. Keep one ColorExtractor per call, as it is now.
// Keep the names `PhotoProcessor`, `process(photo:)` and `ProcessedPhoto`: the grader calls
// them.
//
// Check:  swift run workbook watch 8.1      Stuck?  swift run workbook hint 8.1

import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  /// Below this many pixels the two extractions are quick, and one task does both; above it
  /// they run side by side as two child tasks.
  static let sideBySidePixels = 1_500_000

  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    guard photo.width * photo.height >= PhotoProcessor.sideBySidePixels else {
      let sticker = try await extractSticker(from: photo)
      let colors = try await extractColors(from: photo)
      return ProcessedPhoto(sticker: sticker, colors: colors)
    }
    async let sticker = extractSticker(from: photo)
    async let colors = extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    let colorExtractor = ColorExtractor()
    return try await colorExtractor.extractColors(from: photo)
  }
}
