import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let colors = Task { try await extractColors(from: photo) }
    let sticker = try await extractSticker(from: photo)
    return ProcessedPhoto(sticker: sticker, colors: try await colors.value)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    let colorExtractor = ColorExtractor()
    return try await colorExtractor.extractColors(from: photo)
  }
}
