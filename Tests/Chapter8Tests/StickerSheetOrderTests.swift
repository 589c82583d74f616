import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The sheet lays out the stickers in the order the photos were picked, whatever order the
/// task group finished them in: `stickers` follows the selection, not the dictionary.
@Suite("Chapter 8: the sticker sheet's order", .backstop)
struct StickerSheetOrderTests {
  /// Ten photos, each a disc on a background, the disc and the photo larger from one to the
  /// next: a sticker's size says which photo it came from.
  static let count = 10

  @Test("The stickers the sheet lays out come in the order of the selection, one a photo")
  func stickersFollowTheSelection() async throws {
    let folder = try TemporaryFolder()
    let urls = try (0..<Self.count).map { index in
      let drawing = DrawnPhoto(
        top: RGBA(235, 230, 215), bottom: RGBA(205, 200, 185),
        shapes: [.disc(x: 0.5, y: 0.5, radius: 0.3, color: RGBA(40, 80, 200))])
      let image = drawing.image(width: 40 + 8 * index, height: 30 + 6 * index)
      return try folder.write(image.ppmData(), named: "photo\(index).ppm")
    }
    let model = StickerViewModel(photos: urls, workingSize: nil)
    await model.processAllPhotos()
    #expect(model.processedPhotos.count == Self.count)
    // Break it: take the stickers in the dictionary's order (`processedPhotos.values`), and
    // they come in the order of the ids' hashes, seeded anew by each run: of ten, the order
    // of the selection once in 10! runs.
    let stickers = model.stickers
    let filed = model.selection.map { model.processedPhotos[$0.id]?.sticker }
    #expect(stickers.map(Optional.some) == filed)
    let widths = stickers.map(\.width)
    #expect(widths == widths.sorted() && Set(widths).count == Self.count, "\(widths)")
  }
}
