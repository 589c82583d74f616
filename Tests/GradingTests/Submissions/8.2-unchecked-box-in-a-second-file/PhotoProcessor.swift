import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  let shared = ExtractorBox()

  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = StickerExtractor().extractSticker(from: photo)
    async let colors = shared.extractor.extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }
}
