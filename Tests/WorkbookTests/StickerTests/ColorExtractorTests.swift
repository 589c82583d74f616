import Testing
import WorkbookTesting

@testable import Workbook

@Suite("Stickers: the dominant colours are the ones drawn, by name")
struct ColorExtractorTests {
  @Test("A red flower with a yellow centre on a blue sky: red and yellow, no sky")
  func drawnColors() throws {
    let photo = DrawnPhoto.flower.image(width: 256, height: 192)
    let colors = try ColorExtractor().extractColors(from: photo)
    let names = colors.map(\.name)
    #expect(names.first == "red", "\(colors)")
    #expect(names.contains("yellow"), "\(colors)")
    #expect(!names.contains("sky blue") && !names.contains("blue"), "\(colors)")
    // The disc is 9 parts of area to the centre's 1: the shares say so, within the grain.
    let red = try #require(colors.first { $0.name == "red" })
    let yellow = try #require(colors.first { $0.name == "yellow" })
    #expect(abs(red.share - 0.89) < 0.03 && abs(yellow.share - 0.11) < 0.03, "\(colors)")
  }

  @Test("Three drawn colours are all found, most common first")
  func threeColors() throws {
    let drawing = DrawnPhoto(
      top: RGBA(240, 235, 220), bottom: RGBA(210, 205, 190),
      shapes: [
        .rectangle(left: 0.2, top: 0.2, right: 0.8, bottom: 0.8, color: RGBA(60, 160, 60)),
        .rectangle(left: 0.3, top: 0.3, right: 0.55, bottom: 0.7, color: RGBA(120, 50, 150)),
        .rectangle(left: 0.6, top: 0.4, right: 0.7, bottom: 0.6, color: RGBA(240, 140, 30)),
      ])
    let colors = try ColorExtractor().extractColors(from: drawing.image(width: 256, height: 192))
    #expect(colors.map(\.name) == ["green", "purple", "orange"], "\(colors)")
  }

  @Test("One extractor reused for another photo gives what a fresh one gives")
  func reuse() throws {
    let extractor = ColorExtractor()
    let plainFlower = DrawnPhoto.flower.image(width: 128, height: 96)
    let other = DrawnPhoto(
      top: RGBA(20, 20, 30), bottom: RGBA(40, 40, 60),
      shapes: [.disc(x: 0.5, y: 0.5, radius: 0.2, color: RGBA(240, 140, 30))])
    _ = try extractor.extractColors(from: other.image(width: 200, height: 150))
    #expect(
      try extractor.extractColors(from: plainFlower)
        == ColorExtractor().extractColors(from: plainFlower))
  }

  @Test("A plain picture has no colours to find")
  func plainPicture() {
    #expect(throws: StickerError.noSubject("64×48")) {
      try ColorExtractor().extractColors(from: DrawnPhoto.plain.image(width: 64, height: 48))
    }
  }

  @Test("The work is a traced span, at the working size")
  func traced() throws {
    let trace = Trace()
    _ = try Trace.$current.withValue(trace) {
      try ColorExtractor(workingSize: 128).extractColors(
        from: DrawnPhoto.flower.image(width: 256, height: 192))
    }
    #expect(
      trace.events.map(\.label) == [
        "scale 256×192 → 128×96", "scale 256×192 → 128×96", "colors 128×96", "colors 128×96",
      ])
  }

  @Test("Names come from the palette's nearest colour")
  func naming() {
    #expect(NamedColor.nearest(to: RGBA(250, 250, 250)).name == "white")
    #expect(NamedColor.nearest(to: RGBA(200, 30, 30)).name == "red")
    #expect(NamedColor.nearest(to: RGBA(30, 150, 60)).name == "green")
  }
}
