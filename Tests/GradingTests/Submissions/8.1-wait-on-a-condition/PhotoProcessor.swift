// Exercise 8.1, a wrong submission: side by side, but one thread sits and waits for the other.

import Foundation
import Workbook

nonisolated struct ProcessedPhoto: Sendable {
  let sticker: Image
  let colors: [DominantColor]
}

nonisolated final class ColorsBox: Sendable {
  let condition = NSCondition()
  private let result = Locked<Result<[DominantColor], any Error>?>(nil)

  func put(_ value: Result<[DominantColor], any Error>) {
    condition.lock()
    result.withLock { $0 = value }
    condition.signal()
    condition.unlock()
  }

  func take() throws -> [DominantColor] {
    condition.lock()
    defer { condition.unlock() }
    while result.current == nil {
      condition.wait()
    }
    return try result.current!.get()
  }
}

nonisolated struct PhotoProcessor {
  @concurrent
  func process(photo: Image) async throws -> ProcessedPhoto {
    let box = ColorsBox()
    Task {
      do {
        box.put(.success(try await ColorExtractor().extractColors(from: photo)))
      } catch {
        box.put(.failure(error))
      }
    }
    let sticker = try await StickerExtractor().extractSticker(from: photo)
    return ProcessedPhoto(sticker: sticker, colors: try box.take())
  }
}
