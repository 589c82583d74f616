// Exercise 8.1, a wrong submission: side by side, and one of them keeps checking on the other.

import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let found = Locked<Result<[DominantColor], any Error>?>(nil)
    Task {
      let result = await Result { try await ColorExtractor().extractColors(from: photo) }
      found.withLock { $0 = result }
    }
    let sticker = try await StickerExtractor().extractSticker(from: photo)
    var colors = found.current
    while colors == nil {
      colors = found.current
    }
    return ProcessedPhoto(sticker: sticker, colors: try colors!.get())
  }
}

extension Result where Failure == any Error {
  init(awaiting body: () async throws -> Success) async {
    do { self = .success(try await body()) } catch { self = .failure(error) }
  }
}
