// Exercise 4.3, a right submission written differently: nonisolated members, not the type.

import Foundation
import Workbook

// swift-format-ignore: UseSynthesizedInitializer
struct ImageDecoder {
  // Not the synthesized one: that one belongs to the main actor, as the type does.
  nonisolated init() {}

  nonisolated func decode(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}

final class ImageModel {
  func decodeThumbnail(_ data: Data) throws -> Image {
    try ImageDecoder().decode(data)
  }

  @concurrent
  func decodeImage(_ data: Data) async throws -> Image {
    try ImageDecoder().decode(data)
  }
}
