import Foundation
import Workbook

/// Decodes PPM images, for any caller, wherever the caller runs.
nonisolated final class ImageDecoder {
  init() {}

  func decode(_ data: Data) throws -> Image {
    try Self.pixels(of: data)
  }

  private static func pixels(of data: Data) throws -> Image {
    try Image(decoding: data)
  }
}

final class ImageModel {
  func decodeThumbnail(_ data: Data) throws -> Image {
    let decoder = ImageDecoder()
    return try decoder.decode(data)
  }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    let decoder = ImageDecoder()
    return try decoder.decode(data)
  }
}
