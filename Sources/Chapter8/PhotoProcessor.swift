import Foundation
import Workbook

/// Turns a photo's bytes into a sticker and a colour scheme, on the concurrent thread pool
/// (Code-along 12:30–20:55), and, for the earlier stages `--stage` runs, as the talk first
/// wrote it (9:03, 12:30).
///
/// In this module code belongs to the main actor unless it says otherwise. The processor
/// says `nonisolated` (12:30), so none of it is tied to the main actor, and `process(data:)`
/// says `@concurrent`, so it always leaves its caller's actor: the main actor stays free
/// while the work runs. Inside, the sticker and the colours are independent, so each is an
/// `async let` child task and the pool runs them side by side (15:58).
///
/// The colour extractor keeps working buffers between calls, so it is not `Sendable`. Stored
/// here and shared by the two child tasks, it would be a data race, which Swift 6 rejects
/// (18:44); so each call makes its own, a local variable nothing else can reach (20:55).
nonisolated struct PhotoProcessor {
  /// The longest side photos are scaled down to before the work; nil for full size.
  var workingSize: Int? = 1280

  /// Decodes the photo, then makes its sticker and finds its colours, in parallel.
  /// - Throws: the decoder's error for data that is not an image; `StickerError.noSubject`
  ///   for a plain picture.
  @concurrent
  func process(data: Data) async throws -> ProcessedPhoto {
    let photo = try Image(decoding: data).scaledDown(toLongestSide: workingSize)

    async let sticker = extractSticker(from: photo)
    async let colors = extractColors(from: photo)

    return try await ProcessedPhoto(sticker: sticker, colorScheme: colors)
  }

  /// The 9:03 stage: decode, sticker, then colours, synchronously, wherever the caller is.
  /// Called from `loadPhoto`, that is the main actor, for the whole of the work.
  func processWhereCalled(data: Data) throws -> ProcessedPhoto {
    let photo = try Image(decoding: data).scaledDown(toLongestSide: workingSize)
    let sticker = try StickerExtractor().extractSticker(from: photo)
    let colors = try ColorExtractor().extractColors(from: photo)
    return ProcessedPhoto(sticker: sticker, colorScheme: PhotoColorScheme(colors: colors))
  }

  /// The 12:30 stage: the same steps, one after the other, but `@concurrent`, so on the pool.
  @concurrent
  func processOneAfterTheOther(data: Data) async throws -> ProcessedPhoto {
    let photo = try Image(decoding: data).scaledDown(toLongestSide: workingSize)
    let sticker = try await extractSticker(from: photo)
    let colors = try await extractColors(from: photo)
    return ProcessedPhoto(sticker: sticker, colorScheme: colors)
  }

  private func extractSticker(from photo: Image) async throws -> Image {
    try await StickerExtractor().extractSticker(from: photo)
  }

  private func extractColors(from photo: Image) async throws -> PhotoColorScheme {
    let colorExtractor = ColorExtractor()
    return PhotoColorScheme(colors: try await colorExtractor.extractColors(from: photo))
  }
}
