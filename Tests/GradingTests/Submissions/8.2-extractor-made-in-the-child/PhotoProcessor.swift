import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = StickerExtractor().extractSticker(from: photo)
    async let colors = ColorExtractor().extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }
}
