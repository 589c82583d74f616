// Exercise 8.3, a right submission written differently: each photo's child task starts at
// once, in the caller's job, up to its first suspension, and files its own result.

import Foundation
import Workbook

final class StickerViewModel {
  let selection: [SelectedPhoto]
  private(set) var processedPhotos: [SelectedPhoto.ID: ProcessedPhoto] = [:]
  let library: PhotoLibrary

  init(photos: [URL]) {
    selection = photos.enumerated().map { SelectedPhoto(id: $0.offset, url: $0.element) }
    library = PhotoLibrary(urls: photos)
  }

  func processAllPhotos() async {
    await withDiscardingTaskGroup { group in
      for item in selection where processedPhotos[item.id] == nil {
        group.addImmediateTask {
          guard let data = try? await self.getData(for: item),
            let processed = try? await PhotoProcessor().process(data: data)
          else { return }
          await self.file(processed, under: item.id)
        }
      }
    }
  }

  private func file(_ processed: ProcessedPhoto, under id: SelectedPhoto.ID) {
    processedPhotos[id] = processed
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
