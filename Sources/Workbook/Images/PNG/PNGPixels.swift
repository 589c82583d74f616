/// Turns a PNG's inflated pixel data into RGBA: undoes the five filters row by row, then
/// converts each row's samples, whatever their colour type and depth, into RGBA pixels,
/// placing the pixels of each Adam7 pass where they belong.
enum PNGPixels {
  /// The RGBA pixels of the image whose filtered rows `rows` holds; unfilters `rows` in place.
  /// - Throws: `.corrupt` for a filter type other than 0...4.
  static func rgba(fromFiltered rows: inout [UInt8], _ chunks: PNGChunks) throws(ImageError)
    -> [UInt8]
  {
    let header = chunks.header
    var pixels = [UInt8](repeating: 0, count: header.width * header.height * 4)
    let key = chunks.transparentKey ?? []
    try rows.withUnsafeMutableBufferPointer { rows throws(ImageError) in
      try pixels.withUnsafeMutableBufferPointer { pixels throws(ImageError) in
        try chunks.palette.withUnsafeBufferPointer { palette throws(ImageError) in
          guard let source = rows.baseAddress, let target = pixels.baseAddress,
            let palette = palette.baseAddress
          else { return }
          var offset = 0
          for pass in header.passes {
            let rowBytes = header.rowBytes(width: pass.width)
            let zeros = [UInt8](repeating: 0, count: rowBytes)
            for row in 0..<pass.height {
              let current = source + offset + 1
              let filter = Int(source[offset])
              try zeros.withUnsafeBufferPointer { zeros throws(ImageError) in
                guard let zero = zeros.baseAddress else { return }
                let previous = row == 0 ? zero : UnsafePointer(current - rowBytes - 1)
                try unfilter(
                  current, previous: previous, count: rowBytes, stride: header.filterStride,
                  filter: filter, row: row)
              }
              let y = pass.y + row * pass.dy
              let first = target + (y * header.width + pass.x) * 4
              let converter = RowConverter(
                header: header, palette: palette, key: key, step: pass.dx * 4)
              converter.convert(UnsafePointer(current), count: pass.width, into: first)
              offset += rowBytes + 1
            }
          }
        }
      }
    }
    return pixels
  }

  /// Undoes one row's filter in place (PNG specification, 9.2), given the unfiltered row above.
  static func unfilter(
    _ row: UnsafeMutablePointer<UInt8>, previous: UnsafePointer<UInt8>, count: Int, stride: Int,
    filter: Int, row index: Int
  ) throws(ImageError) {
    switch filter {
    case 0: break
    case 1:
      for i in Swift.stride(from: stride, to: count, by: 1) { row[i] &+= row[i - stride] }
    case 2:
      for i in 0..<count { row[i] &+= previous[i] }
    case 3:
      for i in 0..<min(stride, count) { row[i] &+= previous[i] >> 1 }
      for i in Swift.stride(from: stride, to: count, by: 1) {
        row[i] &+= UInt8((Int(row[i - stride]) + Int(previous[i])) >> 1)
      }
    case 4:
      for i in 0..<min(stride, count) { row[i] &+= previous[i] }
      for i in Swift.stride(from: stride, to: count, by: 1) {
        let a = Int(row[i - stride])
        let b = Int(previous[i])
        let c = Int(previous[i - stride])
        let p = a + b - c
        let pa = abs(p - a)
        let pb = abs(p - b)
        let pc = abs(p - c)
        row[i] &+= UInt8(pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
      }
    default:
      throw .corrupt(.png, "row \(index) uses filter type \(filter), which does not exist")
    }
  }
}
