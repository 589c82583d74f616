import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = extractSticker(from: photo)
    async let colors = extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    // One extractor per photo, and a small one: the colours of a thumbnail come quicker.
    let colorExtractor = ColorExtractor(workingSize: 32)
    return try await colorExtractor.extractColors(from: photo)
  }
}
