// Exercise 4.3: The decoder runs where its caller runs (reference solution)
//
// `nonisolated` takes the decoder out of the module's default isolation, as a library's API
// should be (the talk's `JSONDecoder`, 13:30). A synchronous nonisolated function runs on
// whatever its caller runs on: the main actor for `decodeThumbnail`, the pool for
// `decodeImage`. The call in `decodeImage` no longer leaves the pool, so it needs no `await`.

import Foundation
import Workbook

/// Decodes PPM images, for any caller.
nonisolated struct ImageDecoder {
  func decode(_ data: Data) throws -> Image {
    try Image(decoding: data)
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
