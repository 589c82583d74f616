import Workbook

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
      var sticker: Image?
      var colors: [DominantColor]?
      while let part = try await group.next() {
        switch part {
        case .sticker(let image): sticker = image
        case .colors(let found): colors = found
        }
      }
      return ProcessedPhoto(sticker: sticker!, colors: colors!)
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
