import Foundation
import Synchronization
import Workbook

/// Decodes PPM images, for any caller: always on the pool, so that no caller's thread decodes.
nonisolated struct ImageDecoder {
  func decode(_ data: Data) throws -> Image {
    let outcome = DecodeOutcome()
    Task {
      outcome.set(Result { try Image(decoding: data) })
    }
    // Still synchronous for the caller: check until the pool's decode is done.
    while true {
      if let result = outcome.result {
        return try result.get()
      }
    }
  }
}

/// Where the pool's decode leaves its image for the caller.
nonisolated final class DecodeOutcome: Sendable {
  private let slot = Mutex<Result<Image, any Error>?>(nil)

  var result: Result<Image, any Error>? {
    slot.withLock { $0 }
  }

  func set(_ result: Result<Image, any Error>) {
    slot.withLock { $0 = result }
  }
}

final class ImageModel {
  /// A small image: decoded right here, on the main actor.
  func decodeThumbnail(_ data: Data) throws -> Image {
    try ImageDecoder().decode(data)
  }

  /// Any other image: decoded on the concurrent thread pool.
  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try ImageDecoder().decode(data)
  }
}
