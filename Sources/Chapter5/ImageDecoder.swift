import Foundation
import Workbook

/// A decoder in the style of a library's API: `nonisolated`, so it runs wherever its caller
/// runs (Embrace Swift concurrency, 13:10).
///
/// In this module code belongs to the main actor unless it says otherwise, so this type says
/// `nonisolated`, as a library's decoder would be (the talk shows `JSONDecoder` at 13:30).
/// Called from the main actor it decodes there, which is fine for a small image; called from
/// `@concurrent` code, such as `ImageModel.decodeImage`, it decodes on the pool. The caller
/// knows how big its images are, so the caller decides.
nonisolated struct ImageDecoder {
  /// Decodes an image file (PPM, PNG or JPEG), synchronously, where the caller runs.
  func decode(_ data: Data) throws -> Image {
    try Image(decoding: data)
  }
}
