import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import Chapter8

/// In a terminal, each colour of a sticker is printed beside a swatch of that colour: a
/// block of spaces on a background of the colour itself.
@Suite("Chapter 8: the colours beside their swatches", .backstop)
struct ColourSwatchesTests {
  @Test("On an interactive terminal, every colour found is printed after a swatch of it")
  func swatchBesideEachColour() async throws {
    let files = try PhotoFiles()
    let model = files.model()
    let item = model.selection[0]
    await model.loadPhoto(item)
    let photo = try #require(model.processedPhotos[item.id])
    let text = await StickerCarousel.draw(
      photo, of: item, on: Terminal(isInteractive: true, width: 80))
    let line = try #require(text.split(separator: "\n").last { $0.contains("colours: ") })
    let colors = photo.colorScheme.colors
    #expect(!colors.isEmpty)
    // Break it: print each colour's name alone, without `ANSI.background` before it.
    for color in colors {
      let swatch = ANSI.background(color.color) + "    " + ANSI.reset + " \(color)"
      #expect(line.contains(swatch), "\(color) has no swatch in: \(line.debugDescription)")
    }
  }
}
