import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

/// The one colour extractor, kept on the main actor, so that no two tasks use it at once.
@MainActor
final class ExtractorBox {
  static let shared = ExtractorBox()
  private let colorExtractor = ColorExtractor()

  func colors(of photo: Image) async throws -> [DominantColor] {
    try await colorExtractor.extractColors(from: photo)
  }
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
    try await ExtractorBox.shared.colors(of: photo)
  }
}
