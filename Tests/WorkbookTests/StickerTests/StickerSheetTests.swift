import Foundation
import Testing
import WorkbookTesting

@testable import Workbook

@Suite("Stickers: the sheet is a PNG grid with one cell per sticker")
struct StickerSheetTests {
  @Test(
    "The sheet decodes as a PNG of the grid's size, a sticker in every cell", arguments: [1, 3, 5])
  func sheet(count: Int) throws {
    let stickers = try (0..<count).map { index in
      try Image(width: 10 + index, height: 20, filling: RGBA(UInt8(40 * index), 100, 200))
    }
    let sheet = StickerSheet(stickers: stickers, cellSide: 32, margin: 4)
    let data = sheet.pngData()
    #expect(data.prefix(8) == Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]))
    let image = try #require(Self.readPNG(data), "not a valid PNG")
    #expect(image.width == 4 + sheet.columns * 36 && image.height == 4 + sheet.rows * 36)
    #expect(sheet.columns * sheet.rows >= count && sheet.columns * (sheet.rows - 1) < count)
    // Each cell's centre is its sticker's colour; every cell after the last is empty.
    for index in 0..<(sheet.columns * sheet.rows) {
      let cell = sheet.cell(index)
      let centre = image[cell.x + cell.side / 2, cell.y + cell.side / 2]
      if index < count {
        #expect(centre == RGBA(UInt8(40 * index), 100, 200), "cell \(index)")
      } else {
        #expect(centre.alpha == 0, "cell \(index) should be empty")
      }
    }
    #expect(image[0, 0].alpha == 0)  // the margin is transparent
  }

  @Test("Six stickers make three columns and two rows")
  func layout() throws {
    let sticker = try Image(width: 2, height: 2, filling: RGBA(1, 2, 3))
    let sheet = StickerSheet(stickers: Array(repeating: sticker, count: 6))
    #expect(sheet.columns == 3 && sheet.rows == 2)
  }

  /// The image in a PNG file as `pngData()` writes it (RGBA, filter 0, stored blocks), read
  /// by `PNGInspector`, which shares no code with the encoder: every CRC checked.
  static func readPNG(_ data: Data) -> Image? {
    guard let png = PNGInspector(data),
      png.signature == [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A],
      png.chunks.allSatisfy({ $0.storedCRC == $0.computedCRC }),
      png.chunks.first?.type == "IHDR", png.chunks.last?.type == "IEND",
      let header = png.chunks.first?.data, header.count == 13, header[8...9] == [8, 6],
      let rows = PNGInspector.inflateStored(png.zlibStream)?.bytes
    else { return nil }
    let width = Int(PNGInspector.bigEndian(header, at: 0))
    let height = Int(PNGInspector.bigEndian(header, at: 4))
    guard rows.count == height * (width * 4 + 1) else { return nil }
    var pixels: [UInt8] = []
    for y in 0..<height {
      let start = y * (width * 4 + 1)
      guard rows[start] == 0 else { return nil }
      pixels += rows[(start + 1)...(start + width * 4)]
    }
    return try? Image(width: width, height: height, pixels: pixels)
  }
}
