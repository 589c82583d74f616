// Exercise 8.3, a right submission written differently: a generic concurrentForEach over a
// discarding task group, each child filing its own result through a main-actor method.

import Foundation
import Workbook

extension Sequence where Element: Sendable {
  /// Calls `body` for every element at once, each in a child task of its own, and returns
  /// once every call has returned.
  nonisolated func concurrentForEach(
    _ body: @escaping @Sendable (Element) async -> Void
  ) async {
    await withDiscardingTaskGroup { group in
      for element in self {
        group.addTask { await body(element) }
      }
    }
  }
}

final class StickerViewModel {
  let selection: [SelectedPhoto]
  private(set) var processedPhotos: [SelectedPhoto.ID: ProcessedPhoto] = [:]
  let library: PhotoLibrary

  init(photos: [URL]) {
    selection = photos.enumerated().map { SelectedPhoto(id: $0.offset, url: $0.element) }
    library = PhotoLibrary(urls: photos)
  }

  func processAllPhotos() async {
    let pending = selection.filter { processedPhotos[$0.id] == nil }
    await pending.concurrentForEach { item in
      guard let data = try? await self.getData(for: item),
        let processed = try? await PhotoProcessor().process(data: data)
      else { return }
      await self.record(processed, for: item)
    }
  }

  /// Files one photo's result, on the main actor.
  func record(_ processed: ProcessedPhoto, for item: SelectedPhoto) {
    processedPhotos[item.id] = processed
  }

  /// The photo's bytes, read by the library off the main actor.
  func getData(for item: SelectedPhoto) async throws -> Data {
    try await library.loadData(for: item.url)
  }
}

nonisolated struct SelectedPhoto: Identifiable, Sendable {
  let id: Int
  let url: URL
}

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(data: Data) async throws -> ProcessedPhoto {
    let photo = try Image(decoding: data)
    async let sticker = StickerExtractor().extractSticker(from: photo)
    async let colors = ColorExtractor().extractColors(from: photo)
    return try await ProcessedPhoto(sticker: sticker, colors: colors)
  }
}
