// Exercise 8.3, a wrong submission: start everything, then look at the clock until it is done.

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
    let finished = Locked(0)
    let results = Locked<[SelectedPhoto.ID: ProcessedPhoto]>([:])
    let pending = selection.filter { processedPhotos[$0.id] == nil }
    for item in pending {
      let library = library
      Task.detached {
        if let data = try? await library.loadData(for: item.url),
          let processed = try? await PhotoProcessor().process(data: data)
        {
          results.withLock { $0[item.id] = processed }
        }
        finished.withLock { $0 += 1 }
      }
    }
    await Self.waitUntil { finished.current == pending.count }
    for (id, processed) in results.current { processedPhotos[id] = processed }
  }

  @concurrent
  static func waitUntil(_ done: @Sendable () -> Bool) async {
    while !done() {
      usleep(1_000)  // SLEEP-OK: the wrong submission its grader must reject
    }
  }

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
