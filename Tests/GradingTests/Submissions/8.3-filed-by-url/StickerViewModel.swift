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
    await withTaskGroup(of: (URL, ProcessedPhoto?).self) { group in
      for item in selection where processedPhotos[item.id] == nil {
        group.addTask { (item.url, await self.processed(item)) }
      }
      for await (url, processed) in group {
        guard let processed, let item = selection.first(where: { $0.url == url }) else { continue }
        processedPhotos[item.id] = processed
      }
    }
  }

  /// One photo, loaded and processed, or nil when it cannot be.
  private func processed(_ item: SelectedPhoto) async -> ProcessedPhoto? {
    guard let data = try? await getData(for: item) else { return nil }
    return try? await PhotoProcessor().process(data: data)
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
