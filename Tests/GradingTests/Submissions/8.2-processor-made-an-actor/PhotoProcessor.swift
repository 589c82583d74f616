import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

/// An actor, so that its one extractor is only ever used by one task at a time.
actor PhotoProcessor {
  let colorExtractor = ColorExtractor()

  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = extractSticker(from: photo)
    async let colors = extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    try await colorExtractor.extractColors(from: photo)
  }
}
