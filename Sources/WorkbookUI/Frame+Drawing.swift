import Foundation
import Workbook

extension Frame {
  /// The frame as terminal text: shapes as blocks, texts as written. In colour, each block
  /// and text takes its colour and a blurred text is dim; plain, shapes are `#` and nothing
  /// else changes, so the plain picture is the coloured one without escape codes.
  public func text(color: Bool) -> String {
    let columns = max(1, Int(size.width.rounded(.up)))
    let rows = max(1, Int(size.height.rounded(.up)))
    var cells = Array(repeating: Array(repeating: Cell(), count: columns), count: rows)
    for item in items {
      switch item.kind {
      case .shape:
        guard let path = item.path else { continue }
        for row in cellRange(item.rect.minY, item.rect.maxY, limit: rows) {
          for column in cellRange(item.rect.minX, item.rect.maxX, limit: columns)
          where path.contains(Point(x: Double(column) + 0.5, y: Double(row) + 0.5)) {
            cells[row][column] = Cell(
              character: "#", color: item.color?.rgba, dim: false, isShape: true)
          }
        }
      case .text(let string):
        let row = Int(item.rect.minY.rounded(.down))
        guard row >= 0, row < rows else { continue }
        var column = Int(item.rect.minX.rounded(.down))
        for character in ANSI.printable(string) {
          if column >= 0, column < columns {
            cells[row][column] = Cell(
              character: character, color: item.color?.rgba, dim: item.blur > 0)
          }
          column += 1
        }
      }
    }
    return cells.map { line in render(line, color: color) }.joined(separator: "\n")
  }

  /// The frame as an image, `cellWidth` × `cellHeight` pixels a cell, on white: shapes
  /// filled, texts in the kit's pixel font (`PixelFont`), lighter when blurred.
  public func image(cellWidth: Int = 8, cellHeight: Int = 16) -> Image {
    let width = max(1, Int(size.width.rounded(.up)) * cellWidth)
    let height = max(1, Int(size.height.rounded(.up)) * cellHeight)
    // Both sides are at least 1, so the image can be made.
    var image = try! Image(width: width, height: height, filling: RGBA(255, 255, 255))
    let scaleX = Double(cellWidth)
    let scaleY = Double(cellHeight)
    for item in items {
      switch item.kind {
      case .shape:
        guard let path = item.path else { continue }
        let color = item.color?.rgba ?? RGBA(128, 128, 128)
        for y in pixelRange(item.rect.minY * scaleY, item.rect.maxY * scaleY, limit: height) {
          for x in pixelRange(item.rect.minX * scaleX, item.rect.maxX * scaleX, limit: width)
          where path.contains(Point(x: (Double(x) + 0.5) / scaleX, y: (Double(y) + 0.5) / scaleY)) {
            image[x, y] = color
          }
        }
      case .text(let string):
        let base = item.color?.rgba ?? RGBA(40, 40, 40)
        let color = item.blur > 0 ? RGBA(180, 180, 180) : base
        for (offset, character) in string.enumerated() where character != " " {
          let left = (Int(item.rect.minX) + offset) * cellWidth
          let top = Int(item.rect.minY) * cellHeight
          draw(character, in: &image, left: left, top: top, cell: (cellWidth, cellHeight), color)
        }
      }
    }
    return image
  }

  /// One character of `PixelFont` in the cell whose top left pixel is `left`, `top`: each font
  /// pixel as large as fits, centred, so that an 8×16 cell holds a 5×14 letter.
  private func draw(
    _ character: Character, in image: inout Image, left: Int, top: Int,
    cell: (width: Int, height: Int), _ color: RGBA
  ) {
    let scaleX = max(1, (cell.width - 1) / PixelFont.width)
    let scaleY = max(1, (cell.height - 1) / PixelFont.height)
    let originX = left + (cell.width - PixelFont.width * scaleX) / 2
    let originY = top + (cell.height - PixelFont.height * scaleY) / 2
    for y in 0..<(PixelFont.height * scaleY) {
      for x in 0..<(PixelFont.width * scaleX)
      where PixelFont.isInk(character, x: x / scaleX, y: y / scaleY) {
        let (pixelX, pixelY) = (originX + x, originY + y)
        if pixelX >= 0, pixelX < image.width, pixelY >= 0, pixelY < image.height {
          image[pixelX, pixelY] = color
        }
      }
    }
  }

  /// One cell of the text picture. A shape's cell is marked as such, so that in colour it
  /// becomes a block and a text's own `#` (a hex colour's, say) stays a `#`.
  private struct Cell {
    var character: Character = " "
    var color: RGBA?
    var dim = false
    var isShape = false
  }

  private func render(_ line: [Cell], color: Bool) -> String {
    var text = ""
    var trimmed = line[...]
    while let last = trimmed.last, last.character == " " { trimmed = trimmed.dropLast() }
    for cell in trimmed {
      guard color, cell.character != " " else {
        text.append(cell.character)
        continue
      }
      text += (cell.dim ? "\u{1B}[2m" : "") + (cell.color.map(ANSI.foreground) ?? "")
      text.append(cell.isShape ? "█" : cell.character)
      text += ANSI.reset
    }
    return text
  }

  private func cellRange(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
    let start = max(0, Int(low.rounded(.down)))
    let end = min(limit, Int(high.rounded(.up)))
    return start < end ? start..<end : 0..<0
  }

  private func pixelRange(_ low: Double, _ high: Double, limit: Int) -> Range<Int> {
    cellRange(low, high, limit: limit)
  }
}
