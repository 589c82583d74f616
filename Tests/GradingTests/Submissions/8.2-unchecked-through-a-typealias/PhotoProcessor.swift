import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

/// Safe to hand to another task.
typealias Shareable = Sendable

/// Holds the processor's extractor.
nonisolated final class ExtractorHolder: @unchecked Shareable {
  let extractor = ColorExtractor()
}

nonisolated struct PhotoProcessor {
  let holder = ExtractorHolder()

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
    try await holder.extractor.extractColors(from: photo)
  }
}
