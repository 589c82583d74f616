import Foundation
import Workbook

/// Decodes PPM images, for any caller.
struct ImageDecoder: Sendable {
  func decode(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}

final class ImageModel {
  func decodeThumbnail(_ data: Data) throws -> Image {
    try ImageDecoder().decode(data)
  }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try await ImageDecoder().decode(data)
  }
}
