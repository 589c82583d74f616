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
  /// Starts the sticker and the colours as two tasks at once, then waits for each result
  /// where it is needed.
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let stickerTask = Task { try await self.extractSticker(from: photo) }
    let colorsTask = Task { try await self.extractColors(from: photo) }
    let sticker = try await stickerTask.value
    let colors = try await colorsTask.value
    return ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    let colorExtractor = ColorExtractor()
    return try await colorExtractor.extractColors(from: photo)
  }
}
