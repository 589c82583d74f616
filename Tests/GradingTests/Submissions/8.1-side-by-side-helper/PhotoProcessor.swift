import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

/// Runs `first` and `second` as two child tasks at once, and returns both results.
@concurrent
nonisolated func sideBySide<A: Sendable, B: Sendable>(
  _ first: @escaping @Sendable () async throws -> A,
  _ second: @escaping @Sendable () async throws -> B
) async throws -> (A, B) {
  async let a = first()
  async let b = second()
  return try await (a, b)
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let (sticker, colors) = try await sideBySide(
      { try await StickerExtractor().extractSticker(from: photo) },
      { try await ColorExtractor().extractColors(from: photo) })
    return ProcessedPhoto(sticker: sticker, colors: colors)
  }
}
