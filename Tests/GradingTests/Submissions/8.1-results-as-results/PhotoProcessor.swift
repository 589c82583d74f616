import Workbook

/// A photo's sticker and its dominant colours.
nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    async let sticker = Self.result { try await StickerExtractor().extractSticker(from: photo) }
    async let colors = Self.result { try await ColorExtractor().extractColors(from: photo) }
    return try await ProcessedPhoto(sticker: sticker.get(), colors: colors.get())
  }

  /// What `body` returns or throws, as a value.
  private static func result<T: Sendable>(
    _ body: () async throws -> T
  ) async -> Result<T, any Error> {
    do {
      return .success(try await body())
    } catch {
      return .failure(error)
    }
  }
}
