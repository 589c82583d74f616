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
    if selection.count == 3 {
      async let first = process(selection[0])
      async let second = process(selection[1])
      async let third = process(selection[2])
      for (id, processed) in await [first, second, third] {
        if let processed { processedPhotos[id] = processed }
      }
      return
    }
    for item in selection where processedPhotos[item.id] == nil {
      if let processed = await process(item).1 { processedPhotos[item.id] = processed }
    }
  }

  private func process(_ item: SelectedPhoto) async -> (Int, ProcessedPhoto?) {
    guard processedPhotos[item.id] == nil,
      let data = try? await getData(for: item),
      let processed = try? await PhotoProcessor().process(data: data)
    else { return (item.id, nil) }
    return (item.id, processed)
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
