import Foundation
import Testing
import Workbook
import WorkbookTesting

@testable import WorkbookUI

@Suite("WorkbookUI: frames drawn as text and as PNG", .tags(.display), .backstop)
struct FrameDrawingTests {
  /// A swatch three cells wide in `color`, and its name beside it.
  struct Swatch: View {
    let color: RGBA
    let name: String

    var body: some View {
      HStack {
        Rectangle().fill(Color(color)).frame(width: 3, height: 1)
        Text(name)
      }
    }
  }

  @Test("Plain text has the shapes as # and the texts, and no escape code")
  func plainText() async {
    let frame = await Renderer(
      Swatch(color: RGBA(255, 0, 0), name: "red"), trace: Trace(), width: 10
    ).render()
    #expect(frame.text(color: false) == "### red")
    #expect(frame.text(color: true).contains(ANSI.foreground(RGBA(255, 0, 0))))
  }

  @Test("As an image, a swatch is its colour and the rest is white")
  func image() async throws {
    let frame = await Renderer(
      Swatch(color: RGBA(255, 0, 0), name: "red"), trace: Trace(), width: 10
    ).render()
    let image = frame.image(cellWidth: 2, cellHeight: 2)
    #expect(image.width == 20 && image.height == 2)
    #expect(image[0, 0] == RGBA(255, 0, 0))
    #expect(image[5, 1] == RGBA(255, 0, 0))
    #expect(image[19, 0] == RGBA(255, 255, 255))
    #expect(image.pngData().starts(with: [0x89, 0x50, 0x4E, 0x47]))
  }

  @Test("In colour a shape's cells are blocks, and a text's own # stays a #")
  func hashInTextIsNotABlock() async {
    let frame = await Renderer(
      Swatch(color: RGBA(230, 56, 70), name: "#E63846"), trace: Trace(), width: 12
    ).render()
    let drawn = frame.text(color: true)
    #expect(drawn.filter { $0 == "█" }.count == 3)
    #expect(drawn.contains("#"))
    #expect(frame.text(color: false) == "### #E63846")
  }

  struct Letters: View {
    var body: some View { Text("IO-") }
  }

  @Test("As an image, texts are letters: each character its own glyph, not one bar for all")
  func imageTextIsLetters() async throws {
    let frame = await Renderer(Letters(), trace: Trace(), width: 3).render()
    let image = frame.image(cellWidth: 8, cellHeight: 16)
    /// The inked pixels of one character's cell.
    func ink(ofCell cell: Int) -> Set<Int> {
      var inked = Set<Int>()
      for y in 0..<16 {
        for x in 0..<8 where image[cell * 8 + x, y] != RGBA(255, 255, 255) {
          inked.insert(y * 8 + x)
        }
      }
      return inked
    }
    let (letterI, letterO, dash) = (ink(ofCell: 0), ink(ofCell: 1), ink(ofCell: 2))
    #expect(!letterI.isEmpty && !letterO.isEmpty && !dash.isEmpty)
    #expect(letterI != letterO && letterO != dash && letterI != dash)
    // The dash is one stroke across the middle; the I's serifs reach its top and bottom.
    /// How many rows of its cell a character inks.
    func rows(_ inked: Set<Int>) -> Int {
      Set(inked.map { (pixel: Int) -> Int in pixel / 8 }).count
    }
    #expect(rows(dash) == 2)
    #expect(rows(letterI) == 14)
  }
}
