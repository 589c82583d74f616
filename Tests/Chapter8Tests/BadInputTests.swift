import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

@Suite("Chapter 8: a bad photo gets its own message", .tags(.badInput), .backstop)
struct Chapter8BadInputTests {
  @Test("A file that is not an image, and a plain picture, fail alone; the others are stickers")
  func badPhotosFailAlone() async throws {
    let files = try PhotoFiles()
    let notes = try files.folder.write(Data("shopping list\n".utf8), named: "notes.txt")
    let plain = try files.folder.write(
      DrawnPhoto.plain.image(width: 64, height: 48).ppmData(), named: "plain.ppm")
    let model = StickerViewModel(
      photos: [files.urls[0], notes, files.urls[1], plain, files.urls[2]], workingSize: nil)
    await model.processAllPhotos()
    #expect(model.processedPhotos.count == 3)
    #expect(model.stickers.count == 3)
    let reasons = model.invalidPhotos
    #expect(reasons[1]?.hasPrefix("not an image this workbook reads") == true, "\(reasons)")
    #expect(reasons[3]?.hasPrefix("no subject to lift") == true, "\(reasons)")
    #expect(model.carousel.problems.count == 2)
    #expect(model.carousel.problems.allSatisfy { !$0.contains("\n") })
  }

  @Test("The sheet of the good photos is a PNG with one cell per sticker")
  func sheetOfTheGoodOnes() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    await model.processAllPhotos()
    let data = await StickerGrid(stickers: model.stickers).pngData()
    #expect(data.starts(with: [0x89, 0x50, 0x4E, 0x47]))
    let sheet = StickerSheet(stickers: model.stickers)
    #expect(sheet.columns * sheet.rows >= 3 && sheet.columns == 2)
  }

  @Test("A stage the app does not have is a usage error that lists the stages")
  func unknownStage() async throws {
    let run = try await ProgramRun("chapter8", ["--stage", "hang"])
    #expect(run.status == 2)
    #expect(
      run.errors.contains(
        "--stage takes one of main-actor, concurrent, async-let, task-group, not 'hang'"),
      "\(run.errors)")
  }
}
