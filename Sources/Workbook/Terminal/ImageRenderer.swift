/// Draws an `Image` as text: 24-bit colour half blocks in a terminal, ASCII art otherwise.
///
/// The chapters show the images they download and decode, so a reader sees the app work
/// without a window. Each character cell is about twice as tall as it is wide: in colour a
/// cell shows two pixels, one above the other (`▀` with the upper pixel as foreground and the
/// lower one as background); in ASCII a cell shows one pixel twice as tall as wide.
public struct ImageRenderer: Sendable, Hashable {
  /// Whether to write colour escape codes.
  public var isInteractive: Bool
  /// The columns available, used when `render` is not given a `maxWidth`.
  public var width: Int

  /// The characters of the ASCII ramp, from no ink to most ink: dark pixels get dense
  /// characters, as on paper, so transparent and white areas stay blank.
  public static let ramp: [Character] = Array(" .:-=+*#%@")

  /// The widest ASCII drawing, in columns: wider is no longer readable as a picture.
  static let plainMaximumWidth = 60

  public init(isInteractive: Bool, width: Int = Terminal.defaultWidth) {
    self.isInteractive = isInteractive
    self.width = width
  }

  /// A renderer for a terminal: colour if it is interactive, as wide as it is.
  public init(terminal: Terminal) {
    self.init(isInteractive: terminal.isInteractive, width: terminal.width)
  }

  /// Draws `image` no wider than `maxWidth` columns (and no wider than the image), keeping
  /// its aspect ratio.
  /// - Parameters:
  ///   - maxWidth: the most columns to use; `width` if not given. Plain drawings use at most
  ///     `plainMaximumWidth` columns whatever this says.
  ///   - maxHeight: the most lines to use, if limited.
  /// - Returns: the drawing, each line ending in `"\n"`.
  public func render(_ image: Image, maxWidth: Int? = nil, maxHeight: Int? = nil) -> String {
    let maxWidth = maxWidth ?? width
    if isInteractive {
      // A line holds two rows of pixels.
      let size = Self.fit(
        image, maxColumns: maxWidth, maxRows: maxHeight.map { $0 * 2 }, rowsPerPixel: 1)
      return renderHalfBlocks(image, columns: size.columns, pixelRows: size.rows)
    } else {
      // A line holds one pixel that is twice as tall as it is wide.
      let columns = min(maxWidth, Self.plainMaximumWidth)
      let size = Self.fit(image, maxColumns: columns, maxRows: maxHeight, rowsPerPixel: 2)
      return renderASCII(image, columns: size.columns, rows: size.rows)
    }
  }

  /// The columns and rows that fit `image` in the bounds, keeping its aspect ratio, where a
  /// row is `rowsPerPixel` times as tall as a column is wide. Never larger than the image.
  static func fit(
    _ image: Image, maxColumns: Int, maxRows: Int?, rowsPerPixel: Int
  ) -> (columns: Int, rows: Int) {
    let aspect = Double(image.height) / Double(image.width) / Double(rowsPerPixel)
    var columns = max(1, min(maxColumns, image.width))
    var rows = max(1, min(image.height, Int((Double(columns) * aspect).rounded())))
    if let maxRows, rows > max(1, maxRows) {
      rows = max(1, maxRows)
      columns = max(1, min(columns, Int((Double(rows) / aspect).rounded())))
    }
    return (columns, rows)
  }

  private func renderHalfBlocks(_ image: Image, columns: Int, pixelRows: Int) -> String {
    var output = ""
    for top in stride(from: 0, to: pixelRows, by: 2) {
      var colors = ""  // the escape codes in effect, so a run of one colour writes them once
      for column in 0..<columns {
        let upper = Self.average(image, column: column, columns: columns, row: top, rows: pixelRows)
        let lower =
          top + 1 < pixelRows
          ? Self.average(image, column: column, columns: columns, row: top + 1, rows: pixelRows)
          : nil
        let cell = Self.halfBlock(upper: upper, lower: lower)
        if cell.colors != colors {
          output += cell.colors
          colors = cell.colors
        }
        output += cell.glyph
      }
      output += ANSI.reset + "\n"
    }
    return output
  }

  /// One cell of two pixels: the escape codes that colour it, and its glyph. A pixel that is
  /// mostly transparent shows the terminal's own background, which is how a sticker's cut-out
  /// looks.
  private static func halfBlock(upper: RGBA, lower: RGBA?) -> (colors: String, glyph: String) {
    let upperColor = upper.alpha >= 128 ? upper : nil
    let lowerColor = lower.flatMap { $0.alpha >= 128 ? $0 : nil }
    switch (upperColor, lowerColor) {
    case (let upper?, let lower?): return (ANSI.foreground(upper) + ANSI.background(lower), "▀")
    case (let upper?, nil): return (ANSI.reset + ANSI.foreground(upper), "▀")
    case (nil, let lower?): return (ANSI.reset + ANSI.foreground(lower), "▄")
    case (nil, nil): return (ANSI.reset, " ")
    }
  }

  private func renderASCII(_ image: Image, columns: Int, rows: Int) -> String {
    var output = ""
    for row in 0..<rows {
      for column in 0..<columns {
        let color = Self.average(image, column: column, columns: columns, row: row, rows: rows)
        output.append(Self.rampCharacter(for: color))
      }
      output += "\n"
    }
    return output
  }

  /// The ramp character for a colour, seen over white paper.
  static func rampCharacter(for color: RGBA) -> Character {
    let alpha = Double(color.alpha) / 255
    let luminance =
      (0.2126 * Double(color.red) + 0.7152 * Double(color.green) + 0.0722 * Double(color.blue))
      / 255
    let onPaper = luminance * alpha + (1 - alpha)
    let ink = 1 - onPaper
    let index = Int((ink * Double(ramp.count - 1)).rounded())
    return ramp[min(max(index, 0), ramp.count - 1)]
  }

  /// The average colour of one cell of a `columns` by `rows` grid laid over the image.
  /// Colours are weighted by alpha, so transparent pixels do not darken.
  ///
  /// A cell is sampled on a grid of at most 4×4 pixels rather than read whole, so drawing
  /// costs the same for a small image as for a huge one: the view draws on the main actor,
  /// and drawing must not be what freezes the app.
  static func average(_ image: Image, column: Int, columns: Int, row: Int, rows: Int) -> RGBA {
    let x0 = column * image.width / columns
    let x1 = min(image.width, max(x0 + 1, (column + 1) * image.width / columns))
    let y0 = row * image.height / rows
    let y1 = min(image.height, max(y0 + 1, (row + 1) * image.height / rows))
    let stepX = max(1, (x1 - x0) / samplesPerSide)
    let stepY = max(1, (y1 - y0) / samplesPerSide)
    var red = 0
    var green = 0
    var blue = 0
    var alpha = 0
    var count = 0
    for y in stride(from: y0, to: y1, by: stepY) {
      for x in stride(from: x0, to: x1, by: stepX) {
        let pixel = image[x, y]
        let a = Int(pixel.alpha)
        red += Int(pixel.red) * a
        green += Int(pixel.green) * a
        blue += Int(pixel.blue) * a
        alpha += a
        count += 1
      }
    }
    guard alpha > 0 else { return RGBA(0, 0, 0, 0) }
    return RGBA(
      UInt8(red / alpha), UInt8(green / alpha), UInt8(blue / alpha), UInt8(alpha / count))
  }

  /// How many pixels along each side of a cell `average` reads, at most.
  static let samplesPerSide = 4
}
