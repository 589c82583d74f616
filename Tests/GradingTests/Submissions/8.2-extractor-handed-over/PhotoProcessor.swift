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
    async let colors = Self.colors(of: photo, using: ColorExtractor())
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  /// The colours of `photo`, found by `extractor`, which the caller gives away.
  private static func colors(
    of photo: Image, using extractor: sending ColorExtractor
  ) async throws -> [DominantColor] {
    try await extractor.extractColors(from: photo)
  }
}
