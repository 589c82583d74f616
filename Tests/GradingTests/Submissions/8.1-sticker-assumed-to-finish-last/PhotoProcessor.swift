import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  private enum Part: Sendable {
    case sticker(Image)
    case colors([DominantColor])
  }

  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    try await withThrowingTaskGroup(of: Part.self) { group in
      group.addTask { .sticker(try await extractSticker(from: photo)) }
      group.addTask { .colors(try await extractColors(from: photo)) }
      // Counting colours is quick; cutting out the sticker is the slow part.
      guard case .colors(let colors)? = try await group.next(),
        case .sticker(let sticker)? = try await group.next()
      else { throw CancellationError() }
      return ProcessedPhoto(sticker: sticker, colors: colors)
    }
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> [DominantColor] {
    let colorExtractor = ColorExtractor()
    return try await colorExtractor.extractColors(from: photo)
  }
}
