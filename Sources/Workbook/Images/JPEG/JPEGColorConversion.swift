/// Turns the component planes into RGBA: chroma upsampled by replication, then YCbCr
/// converted to RGB with the JFIF equations in libjpeg's fixed-point form.
///
/// Replication (each chroma sample covers its 2×1 or 2×2 pixels) is what `djpeg -nosmooth`
/// does; libjpeg's default "fancy" upsampling interpolates between chroma samples instead,
/// which smooths colour edges by a few levels. The integer tables match libjpeg's
/// `jdcolor.c` to the bit, so that 4:4:4 and greyscale images decode exactly as `djpeg` does.
enum JPEGColorConversion {
  /// The RGBA pixels of `decoding`'s frame.
  static func pixels(of decoding: JPEGDecoding) -> [UInt8] {
    let frame = decoding.frame!
    let width = frame.width
    let height = frame.height
    return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
      let output = buffer.baseAddress!
      if frame.components.count == 1 {
        grey(decoding.planes[0], frame.components[0].stride, width, height, output)
      } else {
        colour(decoding, output)
      }
      count = width * height * 4
    }
  }

  /// Greyscale: the one plane into red, green and blue.
  private static func grey(
    _ plane: UnsafeMutablePointer<UInt8>, _ stride: Int, _ width: Int, _ height: Int,
    _ output: UnsafeMutablePointer<UInt8>
  ) {
    var out = output
    for y in 0..<height {
      let row = plane + y * stride
      for x in 0..<width {
        let value = row[x]
        out[0] = value
        out[1] = value
        out[2] = value
        out[3] = 255
        out += 4
      }
    }
  }

  /// Three components: YCbCr (or RGB, when an Adobe segment or the component names say so),
  /// each plane read at its own sampling ratio.
  private static func colour(_ decoding: JPEGDecoding, _ output: UnsafeMutablePointer<UInt8>) {
    let frame = decoding.frame!
    let ids = frame.components.map(\.id)
    let isRGB =
      decoding.adobeTransform.map { $0 == 0 } ?? (ids == [82, 71, 66])
    // Sampling ratios: how many pixels across and down one sample of each plane covers.
    let across = frame.components.map { frame.maxHorizontal / $0.horizontal }
    let down = frame.components.map { frame.maxVertical / $0.vertical }
    let strides = frame.components.map(\.stride)
    let p0 = decoding.planes[0]
    let p1 = decoding.planes[1]
    let p2 = decoding.planes[2]
    let (a0, a1, a2) = (across[0], across[1], across[2])

    // libjpeg's tables: Cr→R, Cb→B rounded; Cb→G and Cr→G kept in 16.16 fixed point; then
    // a range limit, so that clamping to 0...255 is a lookup rather than two branches.
    let table = UnsafeMutablePointer<Int>.allocate(capacity: 4 * 256)
    defer { table.deallocate() }
    for i in 0..<256 {
      let x = i - 128
      table[i] = (91_881 * x + 32_768) >> 16  // 1.40200
      table[256 + i] = (116_130 * x + 32_768) >> 16  // 1.77200
      table[512 + i] = -46_802 * x  // 0.71414
      table[768 + i] = -22_554 * x + 32_768  // 0.34414
    }
    let limitTable = UnsafeMutablePointer<UInt32>.allocate(capacity: 1024)
    defer { limitTable.deallocate() }
    for i in 0..<1024 { limitTable[i] = UInt32(JPEGIDCT.clamp(i - 384)) }
    let limit = limitTable + 384
    // Pixels are written whole, as one little-endian RGBA word (alpha 255), with raw
    // stores: the memory stays bound to bytes.
    let words = UnsafeMutableRawPointer(output)
    let width = frame.width
    for y in 0..<frame.height {
      let row0 = p0 + (y / down[0]) * strides[0]
      let row1 = p1 + (y / down[1]) * strides[1]
      let row2 = p2 + (y / down[2]) * strides[2]
      let out = Row(start: words + y * width * 4)
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
  private static func pack(_ red: UInt32, _ green: UInt32, _ blue: UInt32) -> UInt32 {
    (red | green << 8 | blue << 16 | 0xFF00_0000).littleEndian
  }
}
