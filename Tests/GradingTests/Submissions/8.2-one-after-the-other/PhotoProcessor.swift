import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  let colorExtractor = ColorExtractor()

  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let sticker = try await StickerExtractor().extractSticker(from: photo)
    let colors = try await colorExtractor.extractColors(from: photo)
    return ProcessedPhoto(sticker: sticker, colors: colors)
  }
}
