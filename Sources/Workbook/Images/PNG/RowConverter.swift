/// Converts one unfiltered PNG row into RGBA pixels, for any colour type and bit depth.
///
/// Each combination has its own plain loop, so the common cases (8-bit RGB and RGBA) cost a
/// few instructions a pixel. A tRNS key colour is compared with the samples as stored, all 16
/// bits of them, before they are reduced to 8.
struct RowConverter {
  let header: PNGHeader
  /// 256 RGBA entries.
  let palette: UnsafePointer<UInt8>
  /// The transparent grey or RGB value, or empty.
  let key: [Int]
  /// Bytes between one output pixel and the next: 4, or more in an Adam7 pass.
  let step: Int

  /// Writes `count` pixels read from `row` to `target`, `target + step`, and so on.
  func convert(_ row: UnsafePointer<UInt8>, count: Int, into target: UnsafeMutablePointer<UInt8>) {
    let depth = header.bitDepth
    switch (header.colorType, depth) {
    case (.rgba, 8):
      for i in 0..<count {
        let out = target + i * step
        out[0] = row[i * 4]
        out[1] = row[i * 4 + 1]
        out[2] = row[i * 4 + 2]
        out[3] = row[i * 4 + 3]
      }
    case (.rgb, 8):
      let hasKey = key.count == 3
      let (kr, kg, kb) = hasKey ? (key[0], key[1], key[2]) : (-1, -1, -1)
      for i in 0..<count {
        let out = target + i * step
        let r = row[i * 3]
        let g = row[i * 3 + 1]
        let b = row[i * 3 + 2]
        out[0] = r
        out[1] = g
        out[2] = b
        out[3] = Int(r) == kr && Int(g) == kg && Int(b) == kb ? 0 : 255
      }
    case (.rgba, _):
      for i in 0..<count {
        let out = target + i * step
        for channel in 0..<4 { out[channel] = row[i * 8 + channel * 2] }
      }
    case (.rgb, _):
      let hasKey = key.count == 3
      for i in 0..<count {
        let out = target + i * step
        var matches = hasKey
        for channel in 0..<3 {
          let high = row[i * 6 + channel * 2]
          out[channel] = high
          if hasKey, Int(high) << 8 | Int(row[i * 6 + channel * 2 + 1]) != key[channel] {
            matches = false
          }
        }
        out[3] = matches ? 0 : 255
      }
    case (.greyAlpha, 8):
      for i in 0..<count {
        let out = target + i * step
        let grey = row[i * 2]
        out[0] = grey
        out[1] = grey
        out[2] = grey
        out[3] = row[i * 2 + 1]
      }
    case (.greyAlpha, _):
      for i in 0..<count {
        let out = target + i * step
        let grey = row[i * 4]
        out[0] = grey
        out[1] = grey
        out[2] = grey
        out[3] = row[i * 4 + 2]
      }
    case (.grey, 16):
      let transparent = key.first ?? -1
      for i in 0..<count {
        let out = target + i * step
        let grey = row[i * 2]
        out[0] = grey
        out[1] = grey
        out[2] = grey
        out[3] = Int(grey) << 8 | Int(row[i * 2 + 1]) == transparent ? 0 : 255
      }
    case (.grey, _):
      // 1, 2, 4 or 8 bits: the largest sample scales to 255 (1 → 255, 3 → 255, 15 → 255).
      let mask = (1 << depth) - 1
      let scale = 255 / mask
      let transparent = key.first ?? -1
      for i in 0..<count {
        let sample = self.sample(row, i, depth: depth, mask: mask)
        let out = target + i * step
        let grey = UInt8(truncatingIfNeeded: sample * scale)
        out[0] = grey
        out[1] = grey
        out[2] = grey
        out[3] = sample == transparent ? 0 : 255
      }
    case (.palette, _):
      let mask = (1 << depth) - 1
      for i in 0..<count {
        let entry = palette + self.sample(row, i, depth: depth, mask: mask) * 4
        let out = target + i * step
        out[0] = entry[0]
        out[1] = entry[1]
        out[2] = entry[2]
        out[3] = entry[3]
      }
    }
  }

  /// The `index`th sample of a row of `depth`-bit samples (1, 2, 4 or 8), packed most
  /// significant bits first.
  @inline(__always)
  func sample(_ row: UnsafePointer<UInt8>, _ index: Int, depth: Int, mask: Int) -> Int {
    let bit = index * depth
    let shift = 8 - depth - (bit & 7)
    return Int(row[bit >> 3]) >> shift & mask
  }
}
