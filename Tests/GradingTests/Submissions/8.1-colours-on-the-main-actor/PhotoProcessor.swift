import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = extractSticker(from: photo)
    async let colors = Self.colorsOnMain(photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  @MainActor
  private static func colorsOnMain(_ photo: Image) async throws -> [DominantColor] {
    try await ColorExtractor().extractColors(from: photo)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }
}
