import Workbook

/// The dominant colours of `photo`, found with an extractor of this call's own.
nonisolated func dominantColors(of photo: Image) async throws -> [DominantColor] {
  let extractor = ColorExtractor()
  return try await extractor.extractColors(from: photo)
}
