import Testing
import Workbook
import WorkbookTesting

@Suite("Drawing images", .tags(.display))
struct ImageRendererTests {
  let colour = ImageRenderer(isInteractive: true)
  let plain = ImageRenderer(isInteractive: false)

  @Test("A colour drawing uses one line per two rows of pixels, never wider than the image")
  func halfBlockDimensions() throws {
    let image = try Image(width: 10, height: 7, filling: RGBA(255, 0, 0))
    let drawing = colour.render(image, maxWidth: 80)
    let rows = lines(of: drawing)
    #expect(rows.count == 4)  // ceil(7 / 2): the last line has only an upper pixel
    for row in rows {
      #expect(visible(row).count == 10)
      #expect(row.hasSuffix(ANSI.reset))
    }
    #expect(drawing.hasSuffix("\n"))
  }

  @Test("A solid colour is drawn with that colour as foreground and background")
  func solidColourEscapes() throws {
    let image = try Image(width: 4, height: 4, filling: RGBA(12, 200, 34))
    let drawing = colour.render(image, maxWidth: 80)
    #expect(drawing.contains("\u{1B}[38;2;12;200;34m"))
    #expect(drawing.contains("\u{1B}[48;2;12;200;34m"))
    #expect(visible(drawing) == "▀▀▀▀\n▀▀▀▀\n")
  }

  @Test("A wide image is scaled to the width, keeping its aspect ratio")
  func fitsTheWidth() throws {
    let image = try Image(width: 200, height: 100, filling: RGBA(0, 0, 255))
    let rows = lines(of: colour.render(image, maxWidth: 50))
    #expect(rows.allSatisfy { visible($0).count == 50 })
    #expect(rows.count == 13)  // 50 columns by 25 pixels: ceil(25 / 2) lines
  }

  @Test("maxHeight limits the lines, and the width shrinks to keep the aspect ratio")
  func fitsTheHeight() throws {
    let image = try Image(width: 100, height: 100, filling: RGBA(0, 0, 255))
    let rows = lines(of: colour.render(image, maxWidth: 80, maxHeight: 10))
    #expect(rows.count == 10)
    #expect(rows.allSatisfy { visible($0).count == 20 })
  }

  @Test("A renderer made for a terminal uses the terminal's width")
  func terminalWidth() throws {
    let image = try Image(width: 300, height: 10, filling: RGBA(0, 0, 255))
    let renderer = ImageRenderer(terminal: Terminal(isInteractive: true, width: 33))
    #expect(lines(of: renderer.render(image)).allSatisfy { visible($0).count == 33 })
  }

  @Test("A plain drawing holds no escape codes and is at most 60 columns wide")
  func plainHasNoEscapes() throws {
    let image = try Image(width: 120, height: 60, filling: RGBA(90, 140, 200))
    let drawing = plain.render(image, maxWidth: 200)
    #expect(!drawing.utf8.contains(escapeByte))
    let rows = lines(of: drawing)
    #expect(rows.allSatisfy { $0.count == 60 })
    #expect(rows.count == 15)  // 60 columns, cells twice as tall as wide: 60 × 0.5 / 2
  }

  @Test("ASCII art puts dense characters where the image is dark, blanks where it is light")
  func rampDarkAndLight() throws {
    // Left half black, right half white.
    var image = try Image(width: 20, height: 10, filling: RGBA(255, 255, 255))
    for y in 0..<10 {
      for x in 0..<10 { image[x, y] = RGBA(0, 0, 0) }
    }
    let rows = lines(of: plain.render(image, maxWidth: 20))
    #expect(rows.count == 5)
    for row in rows {
      #expect(row == String(repeating: "@", count: 10) + String(repeating: " ", count: 10))
    }
  }

  @Test("A mid grey falls in the middle of the ramp, not at either end")
  func rampMiddle() throws {
    let image = try Image(width: 4, height: 2, filling: RGBA(128, 128, 128))
    let drawing = plain.render(image, maxWidth: 4)
    let characters = Set(drawing.filter { $0 != "\n" })
    #expect(characters.count == 1)
    #expect(!characters.contains("@") && !characters.contains(" "))
  }

  @Test("Transparent pixels are left blank, in colour and in plain text")
  func transparentPixels() throws {
    let image = try Image(width: 3, height: 2, filling: RGBA(0, 0, 0, 0))
    #expect(plain.render(image, maxWidth: 80) == "   \n")
    #expect(visible(colour.render(image, maxWidth: 80)) == "   \n")
  }
}
