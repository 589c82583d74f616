import Foundation

/// Stickers laid out as a grid on one transparent image, to share as a PNG file (the talk's
/// `ShareLink`, Code-along 27:56).
///
/// Each sticker is scaled to fit a square cell and centred in it; cells are separated by a
/// margin. The layout is a pure function of the stickers, so a test can find every cell.
public struct StickerSheet: Sendable {
  /// The stickers, in the order they are laid out: row by row.
  public let stickers: [Image]
  /// The side of a cell, in pixels.
  public let cellSide: Int
  /// The space around and between the cells, in pixels.
  public let margin: Int
  /// How many cells a row has.
  public let columns: Int

  public init(stickers: [Image], cellSide: Int = 256, margin: Int = 16, columns: Int? = nil) {
    self.stickers = stickers
    self.cellSide = max(1, cellSide)
    self.margin = max(0, margin)
    let count = max(1, stickers.count)
    // As square as it can be: 6 stickers make 3 × 2.
    self.columns = max(1, columns ?? Int(Double(count).squareRoot().rounded(.up)))
  }

  /// How many rows of cells there are.
  public var rows: Int { max(1, (stickers.count + columns - 1) / columns) }

  /// The cell of sticker `index`: its top-left corner in the sheet and its side.
  public func cell(_ index: Int) -> (x: Int, y: Int, side: Int) {
    let column = index % columns
    let row = index / columns
    return (margin + column * (cellSide + margin), margin + row * (cellSide + margin), cellSide)
  }

  /// The sheet as one image: transparent but for the stickers.
  public func image() -> Image {
    let width = margin + columns * (cellSide + margin)
    let height = margin + rows * (cellSide + margin)
    var pixels = [UInt8](repeating: 0, count: width * height * 4)
    for (index, sticker) in stickers.enumerated() {
      let fitted = sticker.scaledToFit(width: cellSide, height: cellSide)
      let cell = cell(index)
      let left = cell.x + (cellSide - fitted.width) / 2
      let top = cell.y + (cellSide - fitted.height) / 2
      Self.copy(fitted, into: &pixels, width: width, atX: left, y: top)
    }
    return try! Image(width: width, height: height, pixels: pixels)  // sides > 0, sized to fit
  }

  /// The sheet as a PNG file's bytes.
  public func pngData() -> Data {
    image().pngData()
  }
}

extension StickerSheet {
  /// Copies `image` into the RGBA `pixels` of a sheet `width` wide, its top-left corner at
  /// (x, y); it must fit.
  fileprivate static func copy(
    _ image: Image, into pixels: inout [UInt8], width: Int, atX left: Int, y top: Int
  ) {
    pixels.withUnsafeMutableBufferPointer { target in
      image.pixels.withUnsafeBufferPointer { source in
        for y in 0..<image.height {
          let from = y * image.width * 4
          let to = ((top + y) * width + left) * 4
          for offset in 0..<(image.width * 4) {
            target[to + offset] = source[from + offset]
          }
        }
      }
    }
  }
}
