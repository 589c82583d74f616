import Foundation
import Workbook

/// Decodes PPM images, for any caller.
nonisolated struct ImageDecoder {
  func decode(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}

final class ImageModel {
  private let decoder = ImageDecoder()

  /// A small image: decoded right here, on the main actor.
  func decodeThumbnail(_ data: Data) throws -> Image {
    try decoder.decode(data)
  }

  /// Any other image: decoded on the concurrent thread pool.
  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try decoder.decode(data)
  }
}
