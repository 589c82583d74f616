import Testing
import WorkbookTesting

@testable import Workbook

/// The colour extractor looks for five clusters: a photo of five colours gives all five.
@Suite("Stickers: five drawn colours, five found")
struct FiveColorsTests {
  @Test("Five drawn colours are all found, most common first")
  func fiveColors() throws {
    // A green panel with four patches on it, each smaller than the one before.
    let drawing = DrawnPhoto(
      top: RGBA(240, 235, 220), bottom: RGBA(210, 205, 190),
      shapes: [
        .rectangle(left: 0.1, top: 0.1, right: 0.9, bottom: 0.9, color: RGBA(60, 160, 60)),
        .rectangle(left: 0.15, top: 0.15, right: 0.45, bottom: 0.5, color: RGBA(120, 50, 150)),
        .rectangle(left: 0.55, top: 0.15, right: 0.85, bottom: 0.4, color: RGBA(240, 140, 30)),
        .rectangle(left: 0.15, top: 0.6, right: 0.35, bottom: 0.85, color: RGBA(40, 80, 200)),
        .rectangle(left: 0.6, top: 0.6, right: 0.75, bottom: 0.8, color: RGBA(210, 35, 40)),
      ])
    let colors = try ColorExtractor().extractColors(from: drawing.image(width: 256, height: 192))
    // Break it: look for four clusters, and two of the drawn colours share one.
    #expect(colors.map(\.name) == ["green", "purple", "orange", "blue", "red"], "\(colors)")
  }
}
