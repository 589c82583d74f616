// Exercise 8.2: One extractor each
//
// This PhotoProcessor keeps one ColorExtractor and uses it from a child task. The extractor
// keeps its working buffers between calls: it is not safe to use from two tasks at once, and
// Swift 6 refuses this code (this exercise is built in Swift 5 mode so that it runs; the
// grader compiles it in Swift 6 mode and quotes the errors).
//
// Make the file compile cleanly in Swift 6 without silencing the compiler: no
// `nonisolated(unsafe)`, no `@unchecked Sendable`, no `@preconcurrency`. The sticker and the
// colours must still run side by side, and the colours must still be right.
// Keep the names `PhotoProcessor`, `process(photo:)` and `ProcessedPhoto`.
//
// Check:  swift run workbook watch 8.2      Stuck?  swift run workbook hint 8.2

import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  /// Each call makes its own extractor and hands it to the colours' child task: nothing
  /// else can reach it, and the processor itself stores nothing.
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let colorExtractor = ColorExtractor()
    async let sticker = extractSticker(from: photo)
    async let colors = extractColors(from: photo, with: colorExtractor)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(
    from photo: Image, with extractor: ColorExtractor
  ) async throws -> [DominantColor] {
    try await extractor.extractColors(from: photo)
  }
}
