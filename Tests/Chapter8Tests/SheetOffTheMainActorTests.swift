import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// The share button's sheet is laid out and encoded on the pool (Code-along 30:00): called
/// from the main actor, `pngData()` leaves it, so main-actor work queued just before the call
/// runs before the sheet is ready.
@Suite("Chapter 8: the sticker sheet is made off the main actor", .backstop)
struct SheetOffTheMainActorTests {
  @Test("Called from the main actor, the sheet's encoding gives the main actor up")
  func sheetLeavesTheMainActor() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    await model.processAllPhotos()
    let grid = StickerGrid(stickers: model.stickers)
    let data = Locked(Data())
    // Break it: drop `@concurrent` from `StickerGrid.pngData()`, and the sheet is laid out
    // and encoded on the main actor, in one go, before the queued work can run.
    let outcome = await SuspensionProbe.run {
      let sheet = await grid.pngData()
      data.withLock { $0 = sheet }
    }
    #expect(outcome.suspended)
    #expect(data.current.starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }
}
