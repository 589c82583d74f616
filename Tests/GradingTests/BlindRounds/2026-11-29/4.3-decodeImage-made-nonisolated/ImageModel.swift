//
// Exercise 4.3: The decoder runs where its caller runs
//
// `ImageDecoder` is written like a library's API, for other code to call. The model calls it
// twice: `decodeThumbnail` on the main actor, for images small enough to decode there at
// once, and `decodeImage`, which is `@concurrent`, for the rest.
// Yet the timeline shows every decode on the main actor, even the ones `decodeImage` makes:
// in this module everything belongs to the main actor unless it says otherwise, the decoder
// too, so the `await` in `decodeImage` hops back there to decode.
//
// Make the decoder run wherever its caller runs: on the main actor when called from there,
// on the pool when called from `decodeImage`. Let the caller decide; the decoder must not
// pick a place of its own. Keep `ImageDecoder().decode(_:)` synchronous, and keep both
// model methods calling it.
//
// Check:  swift run workbook watch 4.3      Stuck?  swift run workbook hint 4.3

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

  /// Any other image: decoded where the calling task runs, not tied to the main actor.
  nonisolated func decodeImage(_ data: Data) async throws -> Image {
    try ImageDecoder().decode(data)
  }
}
