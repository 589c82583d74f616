import Foundation
import Workbook

/// The sticker grid's share button: every sticker laid out as one PNG file to share (the
/// talk's `ShareLink`, Code-along 30:00).
///
/// Laying out and encoding the sheet touches no state of the app, and costs time that grows
/// with the stickers, so it runs on the pool, like the processing.
nonisolated struct StickerGrid {
  let stickers: [Image]

  /// The sheet, as a PNG file's bytes.
  @concurrent
  func pngData() async -> Data {
    StickerSheet(stickers: stickers).pngData()
  }
}
