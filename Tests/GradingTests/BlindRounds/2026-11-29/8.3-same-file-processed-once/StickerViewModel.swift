// Exercise 8.3: Every photo at once
//
// The sticker grid processes the photos one after the other: the second photo waits for the
// first, however many cores are idle.
//
// Make processAllPhotos() process every photo at once, one child task per photo, and file
// each result in processedPhotos under its own photo's id, in whatever order they finish.
// processAllPhotos() must return only when every photo's work is over, cancelled or not:
// no task of it may be left running. Keep the names `StickerViewModel`, `selection`,
// `processedPhotos`, `processAllPhotos()` and `getData(for:)`: the grader calls them.
//
// Check:  swift run workbook watch 8.3      Stuck?  swift run workbook hint 8.3

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

  /// One child task per unprocessed photo, all at once; each result is filed under its
  /// photo's id as it arrives.
  func processAllPhotos() async {
    await withTaskGroup(of: (SelectedPhoto.ID, ProcessedPhoto?).self) { group in
      var started = Set<URL>()
      for item in selection where processedPhotos[item.id] == nil {
        // The same file picked twice makes the same sticker: one child is enough for it.
        guard started.insert(item.url).inserted else { continue }
        group.addTask {
          guard let data = try? await self.getData(for: item),
            let processed = try? await PhotoProcessor().process(data: data)
          else { return (item.id, nil) }
          return (item.id, processed)
        }
      }
      for await (id, processed) in group {
        if let processed { processedPhotos[id] = processed }
      }
    }
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
