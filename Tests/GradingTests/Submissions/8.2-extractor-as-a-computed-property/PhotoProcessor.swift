import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  /// A new extractor each time: nothing outside one call can reach it.
  var colorExtractor: ColorExtractor { ColorExtractor() }

  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = StickerExtractor().extractSticker(from: photo)
    async let colors = colorExtractor.extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }
}
