import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  /// Above this many pixels, two extractions at once use too much memory.
  static let sideBySideLimit = 1_000_000

  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    if photo.width * photo.height > Self.sideBySideLimit {
      let sticker = try await extractSticker(from: photo)
      let colors = try await extractColors(from: photo)
      return ProcessedPhoto(sticker: sticker, colors: colors)
    }
    async let sticker = extractSticker(from: photo)
    async let colors = extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    let colorExtractor = ColorExtractor()
    return try await colorExtractor.extractColors(from: photo)
  }
}
