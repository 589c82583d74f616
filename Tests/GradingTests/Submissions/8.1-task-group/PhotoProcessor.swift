// Exercise 8.1, a right submission written differently: a task group instead of async let.

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
      group.addTask { .sticker(try await StickerExtractor().extractSticker(from: photo)) }
      group.addTask { .colors(try await ColorExtractor().extractColors(from: photo)) }
      var sticker: Image?
      var colors: [DominantColor]?
      for try await part in group {
        switch part {
        case .sticker(let image): sticker = image
        case .colors(let found): colors = found
        }
      }
      return ProcessedPhoto(sticker: sticker!, colors: colors!)
    }
  }
}
