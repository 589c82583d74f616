// Exercise 4.3, a right submission written differently: both model methods decode through one
// private helper of the model's, which calls the decoder.

import Foundation
import Workbook

nonisolated struct ImageDecoder {
  func decode(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}

final class ImageModel {
  func decodeThumbnail(_ data: Data) throws -> Image {
    try decoded(data)
  }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try self.decoded(data)
  }

  /// Runs wherever its caller runs, as the decoder does.
  private nonisolated func decoded(_ data: Data) throws -> Image {
    try ImageDecoder().decode(data)
  }
}
