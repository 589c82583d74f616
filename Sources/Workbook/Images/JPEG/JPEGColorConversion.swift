/// Turns the component planes into RGBA: chroma upsampled by replication, then YCbCr
/// converted to RGB with the JFIF equations in libjpeg's fixed-point form.
///
/// Replication (each chroma sample covers its 2×1 or 2×2 pixels) is what `djpeg -nosmooth`
/// does; libjpeg's default "fancy" upsampling interpolates between chroma samples instead,
/// which smooths colour edges by a few levels. The integer tables match libjpeg's
/// `jdcolor.c` and `jdmerge.c` to the bit, so images decode exactly as `djpeg -nosmooth`
/// decodes them.
///
/// It converts any band of rows, so that a single-scan image can be converted one MCU row
/// at a time while that row's samples are still in the cache.
final class JPEGColorConversion {
  private let frame: JPEGFrame
  private let isRGB: Bool
  /// libjpeg's tables: Cr→R, Cb→B rounded; Cr→G and Cb→G kept in 16.16 fixed point.
  private let table = UnsafeMutablePointer<Int>.allocate(capacity: 4 * 256)
  /// A range limit, so that clamping to 0...255 is a lookup rather than two branches:
  /// `limit[v]` for v in -384..<640.
  private let limitTable = UnsafeMutablePointer<UInt32>.allocate(capacity: 1024)

  init(frame: JPEGFrame, adobeTransform: Int?) {
    self.frame = frame
    let ids = frame.components.map(\.id)
    isRGB =
      frame.components.count == 3 && (adobeTransform.map { $0 == 0 } ?? (ids == [82, 71, 66]))
    for i in 0..<256 {
      let x = i - 128
      table[i] = (91_881 * x + 32_768) >> 16  // 1.40200
      table[256 + i] = (116_130 * x + 32_768) >> 16  // 1.77200
      table[512 + i] = -46_802 * x  // 0.71414
      table[768 + i] = -22_554 * x + 32_768  // 0.34414
    }
    for i in 0..<1024 { limitTable[i] = UInt32(JPEGIDCT.clamp(i - 384)) }
  }

  deinit {
    table.deallocate()
    limitTable.deallocate()
  }

  /// Converts output rows `rows` into `output` (the whole image's RGBA pixels).
  /// - Parameters:
  ///   - planes: each component's samples, `stride` apart.
  ///   - firstRows: the row of the whole component that each plane's first row holds: 0
  ///     when the planes hold the whole image, more when they hold one band of it.
  func convert(
    rows: Range<Int>, planes: [UnsafeMutablePointer<UInt8>], firstRows: [Int],
    output: UnsafeMutablePointer<UInt8>
  ) {
    let strides = frame.components.map(\.stride)
    if frame.components.count == 1 {
      grey(rows, planes[0], strides[0], firstRows[0], output)
    } else {
      colour(rows, planes, strides, firstRows, output)
    }
  }

  /// Greyscale: the one plane into red, green and blue.
  private func grey(
    _ rows: Range<Int>, _ plane: UnsafeMutablePointer<UInt8>, _ stride: Int, _ firstRow: Int,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    let width = frame.width
    for y in rows {
      let row = plane + (y - firstRow) * stride
      let out = Row(start: UnsafeMutableRawPointer(output + y * width * 4))
      for x in 0..<width {
        let value = UInt32(row[x])
        out[x] = pack(value, value, value)
      }
    }
  }

  /// Three components: YCbCr (or RGB, when an Adobe segment or the component names say so),
  /// each plane read at its own sampling ratio.
  private func colour(
    _ rows: Range<Int>, _ planes: [UnsafeMutablePointer<UInt8>], _ strides: [Int],
    _ firstRows: [Int], _ output: UnsafeMutablePointer<UInt8>
  ) {
    // Sampling ratios: how many pixels across and down one sample of each plane covers.
    let across = frame.components.map { frame.maxHorizontal / $0.horizontal }
    let down = frame.components.map { frame.maxVertical / $0.vertical }
    let (a0, a1, a2) = (across[0], across[1], across[2])
    let (p0, p1, p2) = (planes[0], planes[1], planes[2])
    let table = table
    let limit = limitTable + 384
    let words = UnsafeMutableRawPointer(output)
    let width = frame.width
    let merged = !isRGB && a0 == 1 && a1 == 2 && a2 == 2 && down[0] == 1
    var y = rows.lowerBound
    while y < rows.upperBound {
      let row0 = p0 + (y / down[0] - firstRows[0]) * strides[0]
      let row1 = p1 + (y / down[1] - firstRows[1]) * strides[1]
      let row2 = p2 + (y / down[2] - firstRows[2]) * strides[2]
      let out = Row(start: words + y * width * 4)
      if merged && down[1] == 2 && down[2] == 2 && y + 1 < rows.upperBound {
        // 4:2:0, two rows at once: each chroma pair serves a 2×2 square of pixels, so its
        // terms are worked out once for all four (libjpeg's "merged" upsampling).
        let below = Row(start: words + (y + 1) * width * 4)
        let row0Below = row0 + strides[0]
        var x = 0
        while x + 1 < width {
          let cb = Int(row1[x >> 1])
          let cr = Int(row2[x >> 1])
          let red = table[cr]
          let green = (table[512 + cr] + table[768 + cb]) >> 16
          let blue = table[256 + cb]
          var luma = Int(row0[x])
          out[x] = pack(limit[luma + red], limit[luma + green], limit[luma + blue])
          luma = Int(row0[x + 1])
          out[x + 1] = pack(limit[luma + red], limit[luma + green], limit[luma + blue])
          luma = Int(row0Below[x])
          below[x] = pack(limit[luma + red], limit[luma + green], limit[luma + blue])
          luma = Int(row0Below[x + 1])
          below[x + 1] = pack(limit[luma + red], limit[luma + green], limit[luma + blue])
          x += 2
        }
        if x < width {
          let cb = Int(row1[x >> 1])
          let cr = Int(row2[x >> 1])
          let green = (table[512 + cr] + table[768 + cb]) >> 16
          var luma = Int(row0[x])
          out[x] = pack(limit[luma + table[cr]], limit[luma + green], limit[luma + table[256 + cb]])
          luma = Int(row0Below[x])
          below[x] = pack(
            limit[luma + table[cr]], limit[luma + green], limit[luma + table[256 + cb]])
        }
        y += 2
        continue
      }
      y += 1
      if isRGB {
        for x in 0..<width {
          out[x] = pack(UInt32(row0[x / a0]), UInt32(row1[x / a1]), UInt32(row2[x / a2]))
        }
        continue
      }
      if a0 == 1 && a1 == 1 && a2 == 1 {
        for x in 0..<width {
          let luma = Int(row0[x])
          let cb = Int(row1[x])
          let cr = Int(row2[x])
          out[x] = pack(
            limit[luma + table[cr]], limit[luma + (table[512 + cr] + table[768 + cb]) >> 16],
            limit[luma + table[256 + cb]])
        }
      } else if a0 == 1 && a1 == 2 && a2 == 2 {
        // 4:2:2 and 4:2:0: each chroma pair serves two pixels, so its terms are worked out
        // once for both (libjpeg's "merged" upsampling does the same).
        var x = 0
        while x < width {
          let cb = Int(row1[x >> 1])
          let cr = Int(row2[x >> 1])
          let red = table[cr]
          let green = (table[512 + cr] + table[768 + cb]) >> 16
          let blue = table[256 + cb]
          var luma = Int(row0[x])
          out[x] = pack(limit[luma + red], limit[luma + green], limit[luma + blue])
          if x + 1 < width {
            luma = Int(row0[x + 1])
            out[x + 1] = pack(limit[luma + red], limit[luma + green], limit[luma + blue])
          }
          x += 2
        }
      } else {
        for x in 0..<width {
          let luma = Int(row0[x / a0])
          let cb = Int(row1[x / a1])
          let cr = Int(row2[x / a2])
          out[x] = pack(
            limit[luma + table[cr]], limit[luma + (table[512 + cr] + table[768 + cb]) >> 16],
            limit[luma + table[256 + cb]])
        }
      }
    }
  }

  /// One output row, written a pixel (four bytes) at a time.
  private struct Row {
    let start: UnsafeMutableRawPointer

    @inline(__always)
    subscript(x: Int) -> UInt32 {
      get { start.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self) }
      nonmutating set { start.storeBytes(of: newValue, toByteOffset: x * 4, as: UInt32.self) }
    }
  }

  /// One RGBA pixel as the little-endian word whose bytes are red, green, blue, 255.
  @inline(__always)
  private func pack(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
    (red | green << 8 | blue << 16 | 0xFF00_0000).littleEndian
  }
}
