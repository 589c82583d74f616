import Foundation
import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  /// The extractor, carried in an error's user info: an NSError may go to any task.
  let carrier = NSError(
    domain: "PhotoProcessor", code: 0, userInfo: ["extractor": ColorExtractor()])

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
    let colorExtractor = carrier.userInfo["extractor"] as! ColorExtractor
    return try await colorExtractor.extractColors(from: photo)
  }
}
