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
  /// The sticker and the colours, each in a child task of a group, side by side on the pool;
  /// the group waits for both, and if one fails the other is cancelled and awaited.
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    try await withThrowingTaskGroup(of: Extraction.self) { group in
      group.addTask {
        let sticker = try await self.extractSticker(from: photo)
        return .sticker(sticker)
      }
      group.addTask {
        let colors = try await self.extractColors(from: photo)
        return .colors(colors)
      }

      var sticker: Image?
      var colors: [DominantColor]?
      for try await extraction in group {
        switch extraction {
        case .sticker(let image): sticker = image
        case .colors(let found): colors = found
        }
      }
      guard let sticker, let colors else { throw CancellationError() }
      return ProcessedPhoto(sticker: sticker, colors: colors)
    }
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    let colorExtractor = ColorExtractor()
    return try await colorExtractor.extractColors(from: photo)
  }
}

/// What one child task of `process(photo:)` found.
nonisolated enum Extraction: Sendable {
  case sticker(Image)
  case colors([DominantColor])
}
